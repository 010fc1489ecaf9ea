import type { UpdateProfileRequest } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/user: the profile payload; `password` is the current password, checked first. */
export function updateProfile(request: UpdateProfileRequest): Promise<unknown> {
  return api.put<unknown>('/api/user', request);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
