import type { CreateTeamRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/team {name, shortName, leagueId}: the caller becomes the captain; value {id}. */
export function createTeam(input: CreateTeamRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/team', input);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
