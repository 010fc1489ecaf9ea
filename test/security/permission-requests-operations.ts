import { type RequestPlan, read, write } from './permission-plan';

const NO_POISON =
  'no projection of the matrix world is stopped on an event: a retry or skip is a 409 for the admin too';

/** The matrix's calls of the league office's operations (issue 16 B): audit trail, queue, console. */
export const OPERATIONS_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/audit/get-history': read(
    (w) => `/api/audit/get-history?EntityType=team&EntityId=${w.T.id}&page=0&pageSize=5`,
  ),
  'GET /api/admin/poison-events': read(() => '/api/admin/poison-events'),
  'GET /api/admin/events': read(() => '/api/admin/events?Type=TeamCreated&pageSize=5'),
  'POST /api/admin/projections/:name/rebuild': write(() => ({
    path: '/api/admin/projections/pitches/rebuild',
  })),
  'POST /api/admin/projections/:name/retry': {
    ...write(() => ({ path: '/api/admin/projections/pitches/retry', body: { globalPosition: 1 } })),
    noSuccess: NO_POISON,
  },
  'POST /api/admin/projections/:name/skip': {
    ...write(() => ({
      path: '/api/admin/projections/pitches/skip',
      body: { globalPosition: 1, reason: 'test macierzy uprawnień' },
    })),
    noSuccess: NO_POISON,
  },
  // last: a paused audit trail and a rebuild of everything change the world for the rest
  'POST /api/admin/projections/:name/pause': write(
    () => ({ path: '/api/admin/projections/audit/pause' }),
    undefined,
    'finale',
  ),
  'POST /api/admin/projections-rebuild-all': write(
    () => ({ path: '/api/admin/projections-rebuild-all' }),
    undefined,
    'finale',
  ),
  'GET /api/match-report/get-report-queue': read(
    (w) =>
      `/api/match-report/get-report-queue?Status=all&LeagueId=${w.league.id}&page=0&pageSize=5`,
  ),
};
