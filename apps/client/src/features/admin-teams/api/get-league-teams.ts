import type { LeagueTeamsDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/league/get-league-team-by-id?LeagueId: the league with its teams (admin Drużyny). */
export function getLeagueTeams(leagueId: string): Promise<LeagueTeamsDto> {
  return api.get<LeagueTeamsDto>('/api/league/get-league-team-by-id', { LeagueId: leagueId });
}

export const leagueTeamsQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['teams', 'league-teams', leagueId],
    queryFn: () => getLeagueTeams(leagueId),
  });

export function useAdminLeagueTeams(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({ ...leagueTeamsQuery(leagueId ?? ''), enabled: enabled && leagueId !== null });
}
