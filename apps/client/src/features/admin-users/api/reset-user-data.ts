import { api } from '../../../lib/api-client';

/** POST /api/admin/user-reset {userId}: personal data back to 'Renamed User'. */
export function resetUserData(userId: string): Promise<unknown> {
  return api.post<unknown>('/api/admin/user-reset', { userId });
}
