import type { MatchDto } from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { Avatar } from '../../../components/ui/avatar';
import { confirmAction } from '../../../components/ui/confirm-store';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useAcceptChallenge } from '../api/accept-challenge';
import { useCancelChallenge } from '../api/cancel-challenge';
import { useRejectChallenge } from '../api/reject-challenge';
import { showActionError } from '../lib/action-error';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { challengesTexts } from '../texts';
import type { ChallengeDirection } from './challenge-toggle';
import styles from './challenge-row.module.css';

const t = challengesTexts.list;

/** One pending challenge: date, opponent (new tab), pitch and the row's buttons. */
export function ChallengeRow({
  match,
  direction,
}: {
  match: MatchDto;
  direction: ChallengeDirection;
}) {
  const opponent = direction === 'incoming' ? match.sender : match.receiver;
  return (
    <li className={styles.row}>
      <div className={styles.when}>
        <span className={styles.date}>{tryFormatLongDateTime(match.date) ?? t.noDate}</span>
        <span className={styles.length}>{t.length(match.length)}</span>
      </div>
      <div className={styles.opponent}>
        <Avatar
          src={`/api/team/image/${opponent.id}`}
          alt=""
          size={40}
          shape="rounded"
          kind="team"
        />
        <a
          href={paths.team(opponent.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.opponentLink(opponent.name)}
          className={styles.name}
        >
          {opponent.name}
        </a>
      </div>
      <div className={styles.pitch}>
        <span className={styles.pitchLabel}>{t.pitch}</span>
        <span>{match.pitch.name}</span>
      </div>
      <div className={styles.actions}>
        {direction === 'incoming' ? (
          <IncomingActions matchId={match.id} />
        ) : (
          <OutgoingActions matchId={match.id} />
        )}
      </div>
    </li>
  );
}

/** Asks 'Czy na pewno chcesz kontynuować?', runs the call, shows the popup (spec sections 5, 8). */
async function confirmAndRun(
  label: string,
  run: () => Promise<unknown>,
  success: string,
  danger = false,
) {
  // 'Wróć' closes the question: 'Anuluj' next to ANULUJ would read as the same button.
  const confirmed = await confirmAction({
    message: challengesTexts.confirm,
    confirmLabel: label,
    cancelLabel: challengesTexts.list.back,
    danger,
  });
  if (!confirmed) return;
  try {
    await run();
    toast.success(success);
  } catch (error) {
    showActionError(error);
  }
}

function IncomingActions({ matchId }: { matchId: string }) {
  const accept = useAcceptChallenge();
  const reject = useRejectChallenge();
  const busy = accept.isPending || reject.isPending;
  return (
    <>
      <Button
        variant="primary"
        disabled={busy}
        onClick={() => void confirmAndRun(t.accept, () => accept.mutateAsync(matchId), t.accepted)}
      >
        {t.accept}
      </Button>
      <Button
        variant="danger-outline"
        disabled={busy}
        onClick={() =>
          void confirmAndRun(t.reject, () => reject.mutateAsync(matchId), t.rejected, true)
        }
      >
        {t.reject}
      </Button>
    </>
  );
}

function OutgoingActions({ matchId }: { matchId: string }) {
  const cancel = useCancelChallenge();
  return (
    <Button
      variant="danger-outline"
      disabled={cancel.isPending}
      onClick={() =>
        void confirmAndRun(t.cancel, () => cancel.mutateAsync(matchId), t.cancelled, true)
      }
    >
      {t.cancel}
    </Button>
  );
}
