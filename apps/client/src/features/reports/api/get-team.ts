import type { TeamDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-team-by-id?TeamId: a team with its players (the report's player tables). */
export function getTeam(teamId: string): Promise<TeamDto> {
  return api.get<TeamDto>('/api/team/get-team-by-id', { TeamId: teamId });
}

/** Same key and answer as the team page, so both share the cache ('teams' topic). */
export const teamQuery = (teamId: string) =>
  queryOptions({ queryKey: ['teams', 'by-id', teamId], queryFn: () => getTeam(teamId) });

export function useTeamPlayers(teamId: string | null, { enabled = true } = {}) {
  return useQuery({ ...teamQuery(teamId ?? ''), enabled: enabled && teamId !== null });
}
