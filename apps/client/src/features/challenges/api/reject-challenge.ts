import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match/cancel {matchId}: the receiver rejects (spec: reject uses cancel). */
export function rejectChallenge(matchId: string): Promise<void> {
  return api.post<void>('/api/match/cancel', { matchId });
}

/** Success refetches the challenge lists and the calendar. */
export function useRejectChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectChallenge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['challenges'] }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      ]),
  });
}
