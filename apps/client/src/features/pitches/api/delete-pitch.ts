import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/pitch/{id} (admin). */
export function deletePitch(pitchId: string): Promise<void> {
  return api.delete<void>(`/api/pitch/${encodeURIComponent(pitchId)}`);
}

export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches'] }),
  });
}
