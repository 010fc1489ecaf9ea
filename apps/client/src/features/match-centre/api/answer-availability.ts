import type { AvailabilityAnswer, AvailabilityAnsweredDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match/availability {matchId, answer}: Będę / Nie będę / Może. */
export function answerAvailability(input: {
  matchId: string;
  answer: AvailabilityAnswer;
}): Promise<AvailabilityAnsweredDto> {
  return api.post<AvailabilityAnsweredDto>('/api/match/availability', input);
}

/** The answer shows at once: the match page and the next-match card refetch. */
export function useAnswerAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}
