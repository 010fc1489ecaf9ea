import type { MatchReportSummaryDto } from '@liga/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rangeBounds } from '../lib/range';

/**
 * GET /api/match-report/get-match-report-by-date?StartDate&EndDate[&leagueId]: for an admin,
 * every report in the range (open ones included); without a league, every league.
 */
export function getAdminReports(leagueId: string | null, from: string, to: string) {
  return api
    .get<MatchReportSummaryDto[] | null>('/api/match-report/get-match-report-by-date', {
      ...rangeBounds(from, to),
      leagueId: leagueId ?? undefined,
    })
    .then((rows) => rows ?? []);
}

/** Under the 'reports' topic: a push in the `admin` room refetches it (live list). */
export const adminReportsQuery = (leagueId: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: ['reports', 'admin', leagueId ?? 'all', from, to],
    queryFn: () => getAdminReports(leagueId, from, to),
  });

export function useAdminReports(
  leagueId: string | null,
  from: string,
  to: string,
  { enabled = true } = {},
) {
  return useQuery({
    ...adminReportsQuery(leagueId, from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}
