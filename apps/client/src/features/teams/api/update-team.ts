import type { EditTeamRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/team/ {id, name, shortName}: the captain edits the team's data. */
export function updateTeam(input: EditTeamRequest): Promise<void> {
  return api.put<void>('/api/team/', input);
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
