import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match-report/admin-accept {matchReportId}: the report counts in the statistics. */
export function verifyReport(matchReportId: string): Promise<unknown> {
  return api.post<unknown>('/api/match-report/admin-accept', { matchReportId });
}

export function useVerifyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
