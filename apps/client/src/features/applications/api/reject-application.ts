import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/team-invitation/cancel {invitationId}: the captain turns the application down. */
export function rejectApplication(invitationId: string): Promise<void> {
  return api.post<void>('/api/team-invitation/cancel', { invitationId });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
