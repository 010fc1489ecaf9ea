import { type CupDto, formatCupDeadline, type LeagueDto } from '@liga/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonText } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { type AdminCupAction, useAdminCupAction, useTeamsOfLeagues } from '../api/admin-cup';
import { useCup } from '../api/get-cup';
import { useCupsBySeason } from '../api/get-cups-by-season';
import { nextTies } from '../lib/bracket';
import { cupTexts } from '../texts';
import { CreateCupForm } from './create-cup-form';
import { ReasonDialog, type ReasonRequest } from './reason-dialog';
import styles from './admin-cups.module.css';

const t = cupTexts.admin;

/** The admin tab Puchary: create a cup, run its entries and draw, decide unplayed ties, cancel. */
export function AdminCupsPanel({
  seasonId,
  leagues,
}: {
  seasonId: string | null;
  leagues: readonly LeagueDto[];
}) {
  const cups = useCupsBySeason(seasonId);
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  return (
    <div className={styles.panel}>
      <CreateCupForm leagues={leagues} />
      <h2 className={styles.title}>{t.title}</h2>
      {cups.isError ? (
        <ErrorMessage title={t.failed} error={cups.error} onRetry={() => void cups.refetch()} />
      ) : !cups.data ? (
        <SkeletonText lines={4} />
      ) : cups.data.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        cups.data.map((c) => <AdminCupCard key={c.id} cupId={c.id} ask={setRequest} />)
      )}
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}

function AdminCupCard({ cupId, ask }: { cupId: string; ask: (r: ReasonRequest) => void }) {
  const cup = useCup(cupId);
  const action = useAdminCupAction();
  const teams = useTeamsOfLeagues(cup.data?.leagues.map((l) => l.id) ?? []);
  if (cup.isError) return <ErrorMessage title={cupTexts.failed} error={cup.error} />;
  if (!cup.data) return <SkeletonText lines={3} />;
  const c: CupDto = cup.data;
  const run = (a: AdminCupAction) =>
    action.mutateAsync(a).then(
      (answer) => toast.success(answer.message),
      (failure: unknown) => {
        toast.error(errorMessage(failure));
        throw failure;
      },
    );
  const beforeDraw = ['planned', 'open', 'closed'].includes(c.status);
  const live = beforeDraw || c.status === 'inProgress';
  const entered = new Set(c.entries.map((e) => e.team.id));
  const addable = teams.filter((team) => !entered.has(team.id));
  return (
    <section className={styles.card} aria-label={c.name}>
      <div className={styles.row}>
        <h3 className={styles.title}>{c.name}</h3>
        <Badge>{cupTexts.statuses[c.status]}</Badge>
      </div>
      <p className={styles.muted}>
        {t.entries(c.entries.length)} · {cupTexts.entryDeadline(formatCupDeadline(c.entryDeadline))}
      </p>
      <div className={styles.actions}>
        {(c.status === 'planned' || c.status === 'closed') && (
          <Button
            variant="secondary"
            onClick={() => void run({ kind: 'open', cupId }).catch(() => undefined)}
          >
            {t.open}
          </Button>
        )}
        {c.status === 'open' && (
          <Button
            variant="secondary"
            onClick={() => void run({ kind: 'close', cupId }).catch(() => undefined)}
          >
            {t.close}
          </Button>
        )}
        {beforeDraw && (
          <Button
            onClick={() =>
              void confirmAction({ message: t.drawConfirm }).then(async (ok) => {
                if (ok) await run({ kind: 'draw', cupId }).catch(() => undefined);
              })
            }
          >
            {t.draw}
          </Button>
        )}
        {beforeDraw && addable.length > 0 && (
          <Button
            variant="secondary"
            onClick={() =>
              ask({
                title: t.addTeam,
                lead: t.addLead,
                submit: t.addTeam,
                choice: {
                  label: t.team,
                  options: addable.map((team) => ({ value: team.id, label: team.name })),
                },
                run: (reason, teamId) => run({ kind: 'addTeam', cupId, teamId, reason }),
              })
            }
          >
            {t.addTeam}
          </Button>
        )}
        {live && (
          <Button
            variant="danger-outline"
            onClick={() =>
              ask({
                title: t.cancel,
                lead: t.cancelLead(c.name),
                submit: t.cancel,
                run: (reason) => run({ kind: 'cancel', cupId, reason }),
              })
            }
          >
            {t.cancel}
          </Button>
        )}
      </div>
      {beforeDraw && c.entries.length > 0 && (
        <ul className={styles.list}>
          {c.entries.map((e) => (
            <li key={e.team.id} className={styles.row}>
              <span>
                {e.team.name} <span className={styles.muted}>{e.team.leagueName}</span>
              </span>
              <Button
                variant="danger-outline"
                onClick={() =>
                  ask({
                    title: t.removeTeam,
                    lead: t.removeLead(e.team.name),
                    submit: t.removeTeam,
                    run: (reason) => run({ kind: 'removeTeam', cupId, teamId: e.team.id, reason }),
                  })
                }
              >
                {t.removeTeam}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {c.status === 'inProgress' && <TiesToDecide cup={c} ask={ask} run={run} />}
    </section>
  );
}

function TiesToDecide({
  cup,
  ask,
  run,
}: {
  cup: CupDto;
  ask: (r: ReasonRequest) => void;
  run: (a: AdminCupAction) => Promise<unknown>;
}) {
  const ties = nextTies(cup);
  return (
    <>
      <h4 className={styles.muted}>{t.toDecide}</h4>
      {ties.length === 0 ? (
        <p className={styles.muted}>{t.noTies}</p>
      ) : (
        <ul className={styles.list}>
          {ties.map(({ tie, round }) => (
            <li key={tie.id} className={styles.row}>
              <span>
                {tie.teamA!.name} – {tie.teamB!.name}{' '}
                <span className={styles.muted}>
                  {round.name}, {formatCupDeadline(round.deadline)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() =>
                  ask({
                    title: t.decideTitle,
                    lead: t.decideLead(
                      tie.teamA!.name,
                      tie.teamB!.name,
                      formatCupDeadline(round.deadline),
                    ),
                    submit: t.decide,
                    choice: {
                      label: t.outcome,
                      options: [
                        { value: 'teamA', label: t.through(tie.teamA!.name) },
                        { value: 'teamB', label: t.through(tie.teamB!.name) },
                        { value: 'none', label: t.bothOut },
                      ],
                    },
                    run: (reason, outcome) =>
                      run({
                        kind: 'decide',
                        cupId: cup.id,
                        tieId: tie.id,
                        outcome: outcome as 'teamA',
                        reason,
                      }),
                  })
                }
              >
                {t.decide}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
