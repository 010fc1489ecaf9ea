import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match-report/accept {matchReportId}: the opposing captain accepts; the admin verifies next. */
export function acceptReport(matchReportId: string): Promise<unknown> {
  return api.post<unknown>('/api/match-report/accept', { matchReportId });
}

/** Success refetches the queue and the match lists (visible feedback, the spec improved). */
export function useAcceptReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['matches'] }),
      ]),
  });
}
