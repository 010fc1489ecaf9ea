import type { SecurityWorld } from '../support/security-world';
import { reportPayload } from '../support/reports';
import { type Prepared, type RequestPlan, read, write } from './permission-plan';

/** A verified report of a fresh opponent against T (filed, accepted by T, verified). */
async function verifiedReport(w: SecurityWorld): Promise<Prepared> {
  const opponent = await w.freshTeam();
  const matchId = await w.acceptedMatch(opponent, w.T);
  const reportId = await w.fileReport(matchId, opponent, w.T);
  for (const [path, token] of [
    ['/api/match-report/accept', w.T.captain.token],
    ['/api/match-report/admin-accept', w.admin.token],
  ] as const) {
    const res = await w.http.post(path, { matchReportId: reportId }, token);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await w.settle();
  }
  return { matchId, reportId, teamAId: opponent.id, teamBId: w.T.id };
}

/** The matrix's calls of the league office (issue 16): the rules, the admin's changes. */
export const OFFICE_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/league/get-league-rules': read(
    (w) => `/api/league/get-league-rules?LeagueId=${w.league.id}`,
  ),
  'POST /api/admin/league/tie-breaks': write((w) => ({
    path: '/api/admin/league/tie-breaks',
    body: {
      leagueId: w.league.id,
      tieBreaks: ['points', 'headToHeadPoints', 'goalDifference', 'goalsScored'],
      reason: 'Macierz uprawnień',
    },
  })),
  'POST /api/admin/league/points': write((w) => ({
    path: '/api/admin/league/points',
    body: { leagueId: w.league.id, teamId: w.U.id, points: -1, reason: 'Macierz uprawnień' },
  })),
  'POST /api/admin/match-report/correct': write(
    (_w, p) => ({
      path: '/api/admin/match-report/correct',
      body: {
        matchReportId: p.reportId,
        reason: 'Macierz uprawnień',
        // the verified 0:0 becomes the home side's walkover
        report: reportPayload(
          p.teamAId,
          p.teamBId,
          { present: [] },
          { present: [] },
          {
            matchId: p.matchId,
            walkoverType: 2,
          },
        ),
      },
    }),
    verifiedReport,
  ),
};
