import { api } from '../../../lib/api-client';

/** POST /api/admin/user-password {userId}: answers a temporary password, shown once. */
export function resetUserPassword(userId: string): Promise<{ temporaryPassword: string }> {
  return api.post<{ temporaryPassword: string }>('/api/admin/user-password', { userId });
}
