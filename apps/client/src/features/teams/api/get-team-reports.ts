import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The parts of a match report the team page shows (spec section 3, "Match report"). */
export interface TeamReportDto {
  id: string;
  match?: { id: string; date: string | null } | null;
  teams: { id: string; name: string | null; goals?: unknown[] | null }[];
}

export const TEAM_REPORTS_PAGE_SIZE = 12;

/** GET /api/match-report/get-match-reports-by-team-id?TeamId&pageSize=12&page=0. */
export function getTeamReports(teamId: string): Promise<TeamReportDto[]> {
  return api
    .get<TeamReportDto[] | null>('/api/match-report/get-match-reports-by-team-id', {
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
