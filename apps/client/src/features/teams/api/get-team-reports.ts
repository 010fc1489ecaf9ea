import type { MatchReportSummaryDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TEAM_REPORTS_PAGE_SIZE = 12;

/**
 * GET /api/match-report/get-match-reports-by-team-id?TeamId&pageSize=12&page=0[&SeasonId]:
 * latest results (of one season with `seasonId`).
 */
export function getTeamReports(
  teamId: string,
  seasonId: string | null = null,
): Promise<MatchReportSummaryDto[]> {
  return api
    .get<MatchReportSummaryDto[] | null>('/api/match-report/get-match-reports-by-team-id', {
      TeamId: teamId,
      pageSize: seasonId ? 100 : TEAM_REPORTS_PAGE_SIZE,
      page: 0,
      SeasonId: seasonId ?? undefined,
    })
    .then((reports) => reports ?? []);
}

export const teamReportsQuery = (teamId: string, seasonId: string | null = null) =>
  queryOptions({
    queryKey: ['reports', 'by-team', teamId, seasonId ?? 'latest'],
    queryFn: () => getTeamReports(teamId, seasonId),
  });

export function useTeamReports(
  teamId: string,
  { enabled = true, seasonId = null }: { enabled?: boolean; seasonId?: string | null } = {},
) {
  return useQuery({ ...teamReportsQuery(teamId, seasonId), enabled: enabled && teamId !== '' });
}
