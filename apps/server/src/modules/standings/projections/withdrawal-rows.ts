import { WALKOVER_GOALS } from '@liga/contracts';
import type { TeamWithdrawn } from '../../leagues/domain/league.decider';
import { POINTS, type TeamResultRow } from './result-rows';

/**
 * The table rows of a withdrawal in mode `walkovers`: each accepted league match the team will
 * not play is a walkover it lost 0:10 and its opponent won 10:0, on the match's date, kept
 * under the id the event gave it (there is no report).
 */
export function withdrawalRows(d: TeamWithdrawn['data']): TeamResultRow[] {
  if (d.mode !== 'walkovers') return [];
  return d.walkovers.flatMap((w) => {
    const common = {
      reportId: w.resultId,
      matchId: w.matchId,
      leagueId: d.leagueId,
      seasonId: d.seasonId,
      playedAt: w.playedAt,
    };
    return [
      {
        ...common,
        teamId: d.teamId,
        opponentId: w.opponentId,
        scored: 0,
        conceded: WALKOVER_GOALS,
        result: 'L' as const,
        points: POINTS.L,
        walkoverLost: true,
      },
      {
        ...common,
        teamId: w.opponentId,
        opponentId: d.teamId,
        scored: WALKOVER_GOALS,
        conceded: 0,
        result: 'W' as const,
        points: POINTS.W,
        walkoverLost: false,
      },
    ];
  });
}
