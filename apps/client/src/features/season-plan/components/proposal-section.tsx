import type { PlacementMovement, ProposalLeagueDto, SeasonPlanDto } from '@liga/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/polish-dates';
import type { SeasonPlanAction } from '../api/season-plan';
import { seasonPlanTexts as t } from '../texts';
import type { PlanDialogRequest } from './plan-dialogs';
import styles from './season-plan.module.css';

const TONES: Record<PlacementMovement, BadgeTone> = {
  promoted: 'success',
  relegated: 'danger',
  stayed: 'neutral',
  moved: 'warning',
  added: 'info',
};

interface Props {
  plan: SeasonPlanDto;
  run: (action: SeasonPlanAction) => Promise<unknown>;
  ask: (request: PlanDialogRequest) => void;
}

/** The proposal: each league's table → promoted, relegated, staying, moved by hand; waiting teams. */
export function ProposalSection({ plan, run, ask }: Props) {
  const canMove = plan.phase !== 'applied';
  const leagues = plan.leagues
    .filter((l) => !l.closed)
    .map((l) => ({ value: l.id, label: `${l.name} (${t.tier(l.tier).toLowerCase()})` }));
  const move = (teamId: string, team: string, current: string | null) =>
    ask({
      kind: 'move',
      team,
      leagues,
      initial: current ?? leagues[0]?.value ?? '',
      run: (toLeagueId, reason) =>
        run({ kind: 'move', input: { seasonId: plan.seasonId, teamId, toLeagueId, reason } }),
    });
  if (!plan.proposal) {
    return (
      <section className={styles.card} aria-labelledby="plan-proposal">
        <h2 id="plan-proposal" className={styles.title}>
          {t.proposal}
        </h2>
        <p className={styles.muted}>{t.proposalOpens(formatLongDate(plan.proposalOpensAt))}</p>
      </section>
    );
  }
  const withTeams = plan.proposal.leagues.filter((l) => l.rows.length > 0);
  return (
    <section className={styles.card} aria-labelledby="plan-proposal">
      <h2 id="plan-proposal" className={styles.title}>
        {t.proposal}
      </h2>
      {withTeams.map((league) => (
        <LeagueProposal key={league.leagueId} league={league} move={canMove ? move : null} />
      ))}
      <h3 className={styles.subtitle}>{t.waiting}</h3>
      {plan.proposal.waiting.length === 0 ? (
        <p className={styles.muted}>{t.waitingEmpty}</p>
      ) : (
        <ul className={styles.waiting}>
          {plan.proposal.waiting.map((w) => (
            <li key={w.teamId} className={styles.waitingRow}>
              <span>
                <strong>{w.teamName}</strong> → {w.toLeagueName ?? t.none}
                {w.reason && <span className={styles.muted}> · {w.reason}</span>}
              </span>
              {canMove && (
                <Button
                  variant="secondary"
                  onClick={() => move(w.teamId, w.teamName, w.toLeagueId)}
                >
                  {t.assign}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LeagueProposal({
  league,
  move,
}: {
  league: ProposalLeagueDto;
  move: ((teamId: string, team: string, current: string | null) => void) | null;
}) {
  const c = t.columns;
  return (
    <div className={styles.leagueBlock}>
      <h3 className={styles.subtitle}>
        {league.name} · {t.tier(league.tier)}
      </h3>
      <div className={styles.frame}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col">{c.position}</th>
              <th scope="col">{c.team}</th>
              <th scope="col">{c.played}</th>
              <th scope="col">{c.points}</th>
              <th scope="col">{c.decision}</th>
              <th scope="col">{c.to}</th>
              <th scope="col">{c.reason}</th>
              {move && <th scope="col" aria-label={t.move} />}
            </tr>
          </thead>
          <tbody>
            {league.rows.map((r) => (
              <tr key={r.teamId}>
                <td>{r.position}</td>
                <td>
                  <span className={styles.teamCell}>
                    {r.teamName}
                    {r.noMatches && <Badge tone="warning">{t.noMatches}</Badge>}
                  </span>
                </td>
                <td>{r.played}</td>
                <td>{r.points}</td>
                <td>
                  <Badge tone={TONES[r.movement]}>{t.movements[r.movement]}</Badge>
                </td>
                <td>{r.toLeagueName ?? t.none}</td>
                <td>{r.reason ?? ''}</td>
                {move && (
                  <td>
                    <Button
                      variant="ghost"
                      onClick={() => move(r.teamId, r.teamName, r.toLeagueId)}
                    >
                      {t.move}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
