import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * DELETE /api/match-report/{id}: a verified report (finished match) leaves the statistics and
 * the match is deleted; an open report is rejected.
 */
export function deleteReport(reportId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/match-report/${encodeURIComponent(reportId)}`);
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
