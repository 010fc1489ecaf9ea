import type { TeamCardDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-teams?LeagueId=…: the teams of one league with captain, size and position. */
export function getTeams(leagueId: string): Promise<TeamCardDto[]> {
  return api
    .get<TeamCardDto[] | null>('/api/team/get-teams', { LeagueId: leagueId })
    .then((teams) => teams ?? []);
}

export const teamsByLeagueQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['teams', 'by-league', leagueId],
    queryFn: () => getTeams(leagueId),
  });

export function useLeagueTeams(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...teamsByLeagueQuery(leagueId ?? ''),
    enabled: enabled && leagueId !== null,
  });
}
