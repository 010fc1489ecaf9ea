import type { TeamDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-team-by-id?TeamId=…: name, short name, members, leagues. */
export function getTeamById(teamId: string): Promise<TeamDto> {
  return api.get<TeamDto>('/api/team/get-team-by-id', { TeamId: teamId });
}

export const teamByIdQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', 'by-id', teamId],
    queryFn: () => getTeamById(teamId),
  });

export function useTeam(teamId: string, { enabled = true } = {}) {
  return useQuery({ ...teamByIdQuery(teamId), enabled: enabled && teamId !== '' });
}
