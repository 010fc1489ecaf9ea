import type { AdjustPointsRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/league/points {leagueId, teamId, points, reason}. */
export function adjustPoints(input: AdjustPointsRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/admin/league/points', input);
}

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['standings'] }),
  });
}
