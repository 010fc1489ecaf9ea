import { api } from '../../../lib/api-client';
import type { Role, SessionTokens } from '../types';

/** POST /api/{user|admin}/refresh-token?refreshRequest=<token>: the admin endpoint for admins. */
export function refreshTokens(refreshToken: string, role: Role | null): Promise<SessionTokens> {
  const area = role === 'Admin' ? 'admin' : 'user';
  return api.post<SessionTokens>(`/api/${area}/refresh-token`, undefined, {
    query: { refreshRequest: refreshToken },
    auth: false,
  });
}
