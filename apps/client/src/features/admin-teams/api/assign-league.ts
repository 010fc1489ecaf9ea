import type { AssignLeagueTeamRequest, LeagueTeamLinkDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/league-team {leagueId, teamId}: the admin assigns a new team to a league. */
export function assignLeague(input: AssignLeagueTeamRequest): Promise<LeagueTeamLinkDto> {
  return api.post<LeagueTeamLinkDto>('/api/league-team', input);
}

export function useAssignLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
