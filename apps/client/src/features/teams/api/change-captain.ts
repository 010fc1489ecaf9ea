import type { ChangeCaptainRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user-team/change-capitan {teamId, oldCapitanId, newCapitanId}. */
export function changeCaptain(input: ChangeCaptainRequest): Promise<void> {
  return api.post<void>('/api/user-team/change-capitan', input);
}

export function useChangeCaptain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCaptain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
