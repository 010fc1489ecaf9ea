import { REPORT_STATUS, type MatchReportSummaryDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DAY_MS } from '../lib/weeks';

/**
 * GET /api/match-report/get-match-report-by-date?StartDate&EndDate&leagueId (inclusive bounds).
 * Played matches only: the lists show verified reports (admins also get open ones here).
 */
export function getReportsByDate(leagueId: string, start: Date, end: Date) {
  return api
    .get<MatchReportSummaryDto[] | null>('/api/match-report/get-match-report-by-date', {
      StartDate: start.toISOString(),
      EndDate: end.toISOString(),
      leagueId,
    })
    .then((rows) => (rows ?? []).filter((r) => r.status.id === REPORT_STATUS.verified));
}

export const RECENT_DAYS = 7;

/** Home page: the last 7 days up to now, newest first. */
export const recentReportsQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['matches', 'recent', leagueId],
    queryFn: () => {
      const now = new Date();
      return getReportsByDate(leagueId, new Date(now.getTime() - RECENT_DAYS * DAY_MS), now).then(
        (rows) => [...rows].sort((a, b) => Date.parse(b.match.date) - Date.parse(a.match.date)),
      );
    },
  });

export function useRecentReports(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...recentReportsQuery(leagueId ?? ''),
    enabled: enabled && leagueId !== null,
  });
}
