/**
 * The reads a player may want with no network (issue 19): the league table, the matches, the
 * calendar and what their pages need around them (seasons, leagues). Only GETs of these paths
 * are kept, each stamped with the user it was read for; an answer is never served to another
 * user (nor to a guest), so nothing personal crosses from one account to the next on a device.
 */
export const OFFLINE_READS_CACHE = 'liga-offline-reads';

/** Header put on an answer served from the cache: when it was read (ms since the epoch). */
export const OFFLINE_FROM_HEADER = 'X-Liga-Offline-From';

const READ_PATHS = [
  '/api/season/current',
  '/api/season/get-seasons',
  '/api/league/get-leagues-by-season-id',
  '/api/league/get-league-team-statistic',
  '/api/match-report/get-match-report-by-date',
  '/api/match/get-fixtures',
  '/api/pitch/get-calendar',
];

export function isOfflineRead(url: URL, method: string): boolean {
  return method === 'GET' && READ_PATHS.includes(url.pathname);
}

/** The user a request is made for: the `sub` of its bearer token, or null (guest, bad token). */
export function requestUser(authorization: string | null): string | null {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The cache key of a read: its URL and the user, so two accounts never share an entry. */
export function offlineKey(url: URL, user: string): string {
  const key = new URL(url.href);
  key.searchParams.set('__user', user);
  return key.href;
}
