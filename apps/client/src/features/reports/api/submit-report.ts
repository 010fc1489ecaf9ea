import type { MatchReportCreatedDto, MatchReportPayloadInput } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match-report/entity-insert: a captain's report or the admin's manual entry. */
export function submitReport(payload: MatchReportPayloadInput): Promise<MatchReportCreatedDto> {
  return api.post<MatchReportCreatedDto>('/api/match-report/entity-insert', payload);
}

/** Success refetches the match lists ('Złożono') and the report queues at once. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['matches'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}
