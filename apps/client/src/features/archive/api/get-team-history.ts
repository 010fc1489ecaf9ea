import type { TeamSeasonDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-team-history?TeamId: the team season by season, newest first. */
export function getTeamHistory(teamId: string): Promise<TeamSeasonDto[]> {
  return api.get<TeamSeasonDto[]>('/api/team/get-team-history', { TeamId: teamId });
}

export const teamHistoryQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['archive', 'team-history', teamId],
    queryFn: () => getTeamHistory(teamId),
  });

export function useTeamHistory(teamId: string, { enabled = true } = {}) {
  return useQuery({ ...teamHistoryQuery(teamId), enabled: enabled && teamId !== '' });
}
