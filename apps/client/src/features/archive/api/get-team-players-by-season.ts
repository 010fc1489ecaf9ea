import type { SeasonSquadPlayerDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-team-players-by-season?TeamId&SeasonId: who played that season. */
export function getTeamPlayersBySeason(teamId: string, seasonId: string) {
  return api.get<SeasonSquadPlayerDto[]>('/api/team/get-team-players-by-season', {
    TeamId: teamId,
    SeasonId: seasonId,
  });
}

export const teamPlayersBySeasonQuery = (teamId: string, seasonId: string) =>
  queryOptions({
    queryKey: ['archive', 'team-players', teamId, seasonId],
    queryFn: () => getTeamPlayersBySeason(teamId, seasonId),
  });

export function useTeamPlayersBySeason(teamId: string, seasonId: string | null) {
  return useQuery({
    ...teamPlayersBySeasonQuery(teamId, seasonId ?? ''),
    enabled: teamId !== '' && seasonId !== null,
  });
}
