import { type RequestPlan, read, write } from './permission-plan';

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
};
