import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/user-team/{userTeamId}: a captain removes a member, or a member leaves. */
export function removeMember(userTeamId: string): Promise<void> {
  return api.delete<void>(`/api/user-team/${encodeURIComponent(userTeamId)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
