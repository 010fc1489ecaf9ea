import type { MatchReportPayload } from '@liga/contracts';
import type { TeamSheet } from '../../matches/domain/match.events';
import type { ReportInput } from '../domain/report.commands';

/** The contract's payload (teamA/teamB field pairs) as the decider's two team sheets. */
export function reportInputOf(p: MatchReportPayload): ReportInput {
  const sheet = (side: 'A' | 'B'): TeamSheet => ({
    teamId: side === 'A' ? p.teamAId : p.teamBId,
    attendances: p[`attendancesTeam${side}`].map((a) => a.userId),
    goals: p[`goalsTeam${side}`].map((g) => ({ userId: g.userId, isSuicide: g.isSuicide })),
    // a 0-point MVP entry says nothing: it is not recorded
    mvp: p[`userRatesTeam${side}`]
      .filter((r) => r.rate > 0)
      .map((r) => ({ userId: r.userId, rate: r.rate })),
    keepers: p[`goalKeeperRatesTeam${side}`].map((r) => ({ userId: r.userId, rate: r.rate })),
  });
  return {
    teamAId: p.teamAId,
    teamBId: p.teamBId,
    walkoverType: p.walkoverType,
    teams: [sheet('A'), sheet('B')],
    penalties:
      typeof p.penaltiesTeamA === 'number' && typeof p.penaltiesTeamB === 'number'
        ? { home: p.penaltiesTeamA, enemy: p.penaltiesTeamB }
        : null,
  };
}
