import type { ForgotPasswordRequest, ResetPasswordRequest } from '@liga/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/forgot-password {email}: always the same answer. */
export function forgotPassword(input: ForgotPasswordRequest): Promise<null> {
  return api.post<null>('/api/user/forgot-password', input, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/user/reset-password {token, password}. */
export function resetPassword(input: ResetPasswordRequest): Promise<null> {
  return api.post<null>('/api/user/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
