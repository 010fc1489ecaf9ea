import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface CupCommandAnswer {
  id: string;
  message: string;
}

/** POST /api/cup/{id}/entry (enter) and DELETE /api/cup/{id}/entry (withdraw): the captain's team. */
export function changeCupEntry({ cupId, enter }: { cupId: string; enter: boolean }) {
  const path = `/api/cup/${encodeURIComponent(cupId)}/entry`;
  return enter ? api.post<CupCommandAnswer>(path, {}) : api.delete<CupCommandAnswer>(path);
}

export function useCupEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCupEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cups'] }),
  });
}
