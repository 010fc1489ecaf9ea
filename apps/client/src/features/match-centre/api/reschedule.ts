import type { AnswerRescheduleRequest, RescheduleAnswerDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The proposal as sent: `date` an ISO instant or a Warsaw wall-clock 'yyyy-MM-ddTHH:mm'. */
export interface RescheduleProposal {
  matchId: string;
  date: string;
  pitchId: string;
}

/** POST /api/match/propose-reschedule: a captain proposes a new date, time or pitch. */
export function proposeReschedule(input: RescheduleProposal): Promise<RescheduleAnswerDto> {
  return api.post<RescheduleAnswerDto>('/api/match/propose-reschedule', input);
}

/** POST /api/match/accept-reschedule | decline-reschedule: the other captain answers. */
export function answerReschedule(
  input: AnswerRescheduleRequest & { answer: 'accept' | 'decline' },
): Promise<RescheduleAnswerDto> {
  const { answer, ...body } = input;
  return api.post<RescheduleAnswerDto>(`/api/match/${answer}-reschedule`, body);
}

/** After either call the match page and every match list refetch (their keys start with 'matches'). */
function useMatchesMutation<V>(mutationFn: (input: V) => Promise<RescheduleAnswerDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}

export const useProposeReschedule = () => useMatchesMutation(proposeReschedule);
export const useAnswerReschedule = () => useMatchesMutation(answerReschedule);
