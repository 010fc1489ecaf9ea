import { api } from '../../../lib/api-client';

/** POST /api/user/resend-verification {email}: a new verification link by e-mail. */
export function resendVerification(email: string): Promise<void> {
  return api.post<void>('/api/user/resend-verification', { email }, { auth: false });
}
