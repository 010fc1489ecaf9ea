import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/league-team/{id}: the team leaves its league (it waits in Nowe drużyny again). */
export function removeFromLeague(leagueTeamId: string): Promise<void> {
  return api.delete<void>(`/api/league-team/${encodeURIComponent(leagueTeamId)}`);
}

export function useRemoveFromLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
