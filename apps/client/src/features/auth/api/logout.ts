import { api } from '../../../lib/api-client';

/** POST /api/user/logout?refreshRequest=<token>: the server forgets this session's refresh token. */
export function revokeSession(refreshToken: string): Promise<unknown> {
  return api.post<unknown>('/api/user/logout', undefined, {
    query: { refreshRequest: refreshToken },
    auth: false,
  });
}
