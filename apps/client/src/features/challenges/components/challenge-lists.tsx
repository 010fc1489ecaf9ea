import type { MatchDto } from '@liga/contracts';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { usePendingChallenges } from '../api/get-pending-challenges';
import { challengesTexts } from '../texts';
import { ChallengeRow } from './challenge-row';
import { ChallengeToggle, type ChallengeDirection } from './challenge-toggle';
import styles from './challenge-lists.module.css';

const t = challengesTexts.list;

/** Incoming: the team is the receiver; outgoing: the team is the sender. */
export function splitChallenges(matches: readonly MatchDto[], teamId: string) {
  const byDate = [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    incoming: byDate.filter((match) => match.receiver.id === teamId),
    outgoing: byDate.filter((match) => match.sender.id === teamId),
  };
}

/** WYZWANIA: the pending challenges of the captain's team, incoming or outgoing. */
export function ChallengeLists({
  teamId,
  view,
  onViewChange,
  enabled,
}: {
  teamId: string;
  view: ChallengeDirection;
  onViewChange: (view: ChallengeDirection) => void;
  enabled: boolean;
}) {
  const pending = usePendingChallenges(teamId, { enabled });
  const split = pending.data ? splitChallenges(pending.data, teamId) : null;
  const shown = split ? split[view] : [];

  return (
    <section className={styles.section} aria-label={t[view]}>
      <ChallengeToggle
        view={view}
        onChange={onViewChange}
        counts={
          split ? { incoming: split.incoming.length, outgoing: split.outgoing.length } : undefined
        }
      />
      {pending.isError ? (
        <ErrorMessage
          title={t.failed}
          error={pending.error}
          onRetry={() => void pending.refetch()}
        />
      ) : pending.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.list}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={76} radius="16px" />
          ))}
        </SkeletonGroup>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((match) => (
            <ChallengeRow key={match.id} match={match} direction={view} />
          ))}
        </ul>
      )}
    </section>
  );
}
