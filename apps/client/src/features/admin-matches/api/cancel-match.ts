import type { CancelMatchByAdminRequest, MatchCancelledDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CancelMatchInput extends CancelMatchByAdminRequest {
  matchId: string;
}

/** POST /api/admin/match/{id}/cancel {reason}: an admin cancels an accepted match. */
export function cancelMatch({ matchId, reason }: CancelMatchInput): Promise<MatchCancelledDto> {
  return api.post<MatchCancelledDto>(`/api/admin/match/${encodeURIComponent(matchId)}/cancel`, {
    reason,
  });
}

export function useCancelMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMatch,
    onSuccess: () =>
      Promise.all(
        ['calendar', 'matches', 'challenges'].map((topic) =>
          queryClient.invalidateQueries({ queryKey: [topic] }),
        ),
      ),
  });
}
