import type { CreateTeamInvitationRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/team-invitation {teamId, userId}: the player asks to join a team. */
export function sendApplication(input: CreateTeamInvitationRequest): Promise<unknown> {
  return api.post<unknown>('/api/team-invitation', input);
}

export function useSendApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
