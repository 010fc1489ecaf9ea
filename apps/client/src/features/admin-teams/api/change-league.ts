import type { ChangeLeagueRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/team/change-league {newLeagueId, leagueTeamId}. */
export function changeLeague(input: ChangeLeagueRequest): Promise<unknown> {
  return api.post<unknown>('/api/team/change-league', input);
}

export function useChangeLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
