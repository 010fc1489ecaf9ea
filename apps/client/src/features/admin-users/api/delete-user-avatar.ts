import { api } from '../../../lib/api-client';

/** DELETE /api/user/avatar/{id}?entityId={id} (admin). */
export function deleteUserAvatar(userId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/user/avatar/${encodeURIComponent(userId)}`, {
    query: { entityId: userId },
  });
}
