import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match-report/cancel {matchReportId}: the opposing captain rejects; a captain may file again. */
export function rejectReport(matchReportId: string): Promise<unknown> {
  return api.post<unknown>('/api/match-report/cancel', { matchReportId });
}

export function useRejectReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['matches'] }),
      ]),
  });
}
