import type { MatchReportSummaryDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TEAM_REPORTS_PAGE_SIZE = 12;

/** GET /api/match-report/get-match-reports-by-team-id?TeamId&pageSize=12&page=0: latest results. */
export function getTeamReports(teamId: string): Promise<MatchReportSummaryDto[]> {
  return api
    .get<MatchReportSummaryDto[] | null>('/api/match-report/get-match-reports-by-team-id', {
      TeamId: teamId,
      pageSize: TEAM_REPORTS_PAGE_SIZE,
      page: 0,
    })
    .then((reports) => reports ?? []);
}

export const teamReportsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['reports', 'by-team', teamId],
    queryFn: () => getTeamReports(teamId),
  });

export function useTeamReports(teamId: string, { enabled = true } = {}) {
  return useQuery({ ...teamReportsQuery(teamId), enabled: enabled && teamId !== '' });
}
