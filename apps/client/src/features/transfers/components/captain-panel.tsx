import { POSITIONS, teamRecruitmentSchema, type TransferTeamDto } from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetRecruitment, useTeamOffers, useWithdrawOffer } from '../api/offers';
import { positionName } from '../lib/player';
import { transfersTexts } from '../texts';
import styles from './offers.module.css';

const t = transfersTexts;

interface RecruitmentValues {
  teamId: string;
  lookingForPlayers: boolean;
  positions: string[];
}

/** 'Szukamy zawodników' with the positions needed, on the contract's schema. */
function RecruitmentForm({ teamId, current }: { teamId: string; current: TransferTeamDto | null }) {
  const save = useSetRecruitment();
  const form = useContractForm<
    RecruitmentValues,
    { teamId: string; lookingForPlayers: boolean; positions: number[] }
  >({
    schema: teamRecruitmentSchema,
    prepare: (v) => ({ ...v, positions: (v.positions || []).map(Number) }),
    defaultValues: {
      teamId,
      lookingForPlayers: current?.lookingForPlayers ?? false,
      positions: (current?.positions ?? []).map(String),
    },
  });
  const error = form.formState.errors.positions?.message;
  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit((values) =>
        runMutation(save.mutateAsync, values, {
          onSuccess: () => toast.success(t.recruitment.saved),
          onError: (e) => toast.error(errorMessage(e)),
        }),
      )}
    >
      <label className={styles.check}>
        <input type="checkbox" {...form.register('lookingForPlayers')} />
        {t.recruitment.toggle}
      </label>
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>{t.recruitment.positions}</legend>
        <div className={styles.actions}>
          {POSITIONS.map((p) => (
            <label key={p.id} className={styles.check}>
              <input type="checkbox" value={String(p.id)} {...form.register('positions')} />
              {p.name}
            </label>
          ))}
        </div>
        {error && <p role="alert">{error}</p>}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t.recruitment.save}
        </Button>
      </div>
    </form>
  );
}

/** The captain's corner of the market: recruitment and the offers sent (withdrawable). */
export function CaptainPanel({ teamId, team }: { teamId: string; team: TransferTeamDto | null }) {
  const offers = useTeamOffers(teamId);
  const withdraw = useWithdrawOffer();
  return (
    <section className={styles.card} aria-labelledby="captain-panel-title">
      <h2 id="captain-panel-title" className={styles.title}>
        {t.recruitment.title}
      </h2>
      <RecruitmentForm
        key={`${team?.lookingForPlayers}-${team?.positions.join()}`}
        teamId={teamId}
        current={team}
      />
      <h3 className={styles.title}>{t.teamOffers.title}</h3>
      {offers.isError ? (
        <ErrorMessage
          compact
          title={t.teamOffers.failed}
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      ) : !offers.data || offers.data.length === 0 ? (
        <p className={styles.muted}>{t.teamOffers.empty}</p>
      ) : (
        <ul className={styles.list}>
          {offers.data.map((o) => (
            <li key={o.id} className={styles.item}>
              <span>
                {o.player.firstName} {o.player.lastName}{' '}
                <span className={styles.muted}>{positionName(o.player.position)}</span>
              </span>
              <Button
                variant="danger-outline"
                disabled={withdraw.isPending}
                onClick={() =>
                  runMutation(withdraw.mutateAsync, o.id, {
                    onSuccess: () => toast.success(t.teamOffers.withdrawn),
                    onError: (e) => toast.error(errorMessage(e)),
                  })
                }
              >
                {t.teamOffers.withdraw}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
