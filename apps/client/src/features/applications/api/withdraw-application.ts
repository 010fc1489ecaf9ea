import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/team-invitation/{id}: the applicant withdraws the application. */
export function withdrawApplication(invitationId: string): Promise<void> {
  return api.delete<void>(`/api/team-invitation/${encodeURIComponent(invitationId)}`);
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
