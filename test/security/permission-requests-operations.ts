import { type RequestPlan, read } from './permission-plan';

/** The matrix's calls of the league office's operations (issue 16 B): audit trail, queue, console. */
export const OPERATIONS_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/audit/get-history': read(
    (w) => `/api/audit/get-history?EntityType=team&EntityId=${w.T.id}&page=0&pageSize=5`,
  ),
  'GET /api/match-report/get-report-queue': read(
    (w) =>
      `/api/match-report/get-report-queue?Status=all&LeagueId=${w.league.id}&page=0&pageSize=5`,
  ),
};
