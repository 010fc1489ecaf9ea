import type { TeamWithoutLeagueDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/league-team/get-teams-without-league-query: new teams waiting for a league. */
export function getTeamsWithoutLeague(): Promise<TeamWithoutLeagueDto[]> {
  return api
    .get<TeamWithoutLeagueDto[] | null>('/api/league-team/get-teams-without-league-query')
    .then((teams) => teams ?? []);
}

export const teamsWithoutLeagueQuery = () =>
  queryOptions({ queryKey: ['teams', 'without-league'], queryFn: getTeamsWithoutLeague });

export function useTeamsWithoutLeague({ enabled = true } = {}) {
  return useQuery({ ...teamsWithoutLeagueQuery(), enabled });
}
