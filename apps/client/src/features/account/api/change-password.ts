import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/user/change-password {currentPassword, newPassword} (the owner). */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api.post<unknown>('/api/user/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
