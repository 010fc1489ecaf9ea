import type { UpdatePitchRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/pitch {id, name, latitude, longitude} (admin). */
export function updatePitch(input: UpdatePitchRequest): Promise<void> {
  return api.put<void>('/api/pitch', input);
}

export function useUpdatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches'] }),
  });
}
