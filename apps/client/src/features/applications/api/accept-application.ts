import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/team-invitation/accept {invitationId}: the captain takes the player in. */
export function acceptApplication(invitationId: string): Promise<void> {
  return api.post<void>('/api/team-invitation/accept', { invitationId });
}

export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptApplication,
    // Accepting refreshes the team (spec section 4).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]),
  });
}
