import type { CreatePitchRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/pitch {name, latitude, longitude} (admin). */
export function createPitch(input: CreatePitchRequest): Promise<{ id: string } | null> {
  return api.post<{ id: string } | null>('/api/pitch', input);
}

export function useCreatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches'] }),
  });
}
