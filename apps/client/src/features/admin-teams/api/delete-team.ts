import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/team/{id}: the admin deletes a team. */
export function deleteTeam(teamId: string): Promise<void> {
  return api.delete<void>(`/api/team/${encodeURIComponent(teamId)}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
