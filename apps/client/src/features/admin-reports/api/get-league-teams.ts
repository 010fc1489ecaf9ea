import type { TeamCardDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-teams?LeagueId=…: the teams a queue can be filtered by. */
export function getLeagueTeams(leagueId: string): Promise<TeamCardDto[]> {
  return api
    .get<TeamCardDto[] | null>('/api/team/get-teams', { LeagueId: leagueId })
    .then((teams) => teams ?? []);
}

export const leagueTeamsQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['teams', 'by-league', leagueId],
    queryFn: () => getLeagueTeams(leagueId),
  });

export function useQueueTeams(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({ ...leagueTeamsQuery(leagueId ?? ''), enabled: enabled && leagueId !== null });
}
