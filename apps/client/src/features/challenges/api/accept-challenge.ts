import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match/accept {matchId}: the receiver accepts the challenge. */
export function acceptChallenge(matchId: string): Promise<void> {
  return api.post<void>('/api/match/accept', { matchId });
}

/** Success refetches the challenge lists and the calendar. */
export function useAcceptChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptChallenge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['challenges'] }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      ]),
  });
}
