import { api } from '../../../lib/api-client';

/** DELETE /api/user/{id}: the admin deletes an account. */
export function deleteUser(userId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/user/${encodeURIComponent(userId)}`);
}
