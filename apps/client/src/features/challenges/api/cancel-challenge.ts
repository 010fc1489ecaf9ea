import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/match/{id}: the sender withdraws an outgoing challenge. */
export function cancelChallenge(matchId: string): Promise<void> {
  return api.delete<void>(`/api/match/${encodeURIComponent(matchId)}`);
}

/** Success refetches the challenge lists and the calendar. */
export function useCancelChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChallenge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['challenges'] }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      ]),
  });
}
