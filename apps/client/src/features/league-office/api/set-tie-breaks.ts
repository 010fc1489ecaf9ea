import type { SetLeagueTieBreaksRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/league/tie-breaks {leagueId, tieBreaks, reason}. */
export function setTieBreaks(input: SetLeagueTieBreaksRequest): Promise<unknown> {
  return api.post<unknown>('/api/admin/league/tie-breaks', input);
}

export function useSetTieBreaks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTieBreaks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['standings'] }),
  });
}
