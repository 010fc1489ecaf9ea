import type { CreateChallengeRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match {date (UTC ISO), length, receiverId, matchType: 1, pitchId}. */
export function createChallenge(input: CreateChallengeRequest): Promise<{ id: string } | null> {
  return api.post<{ id: string } | null>('/api/match', input);
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['challenges'] }),
  });
}
