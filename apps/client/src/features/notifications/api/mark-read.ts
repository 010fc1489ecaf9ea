import type { MarkReadRequest, MarkReadResultDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/notification/mark-read {ids} or {all: true}. */
export function markRead(input: MarkReadRequest): Promise<MarkReadResultDto> {
  return api.post<MarkReadResultDto>('/api/notification/mark-read', input);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
