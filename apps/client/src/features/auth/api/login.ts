import type { LoginRequest } from '@liga/contracts';
import { api } from '../../../lib/api-client';
import type { SessionTokens } from '../types';

/** The login answer: the four token fields, and after an admin reset `mustChangePassword`. */
export interface LoginAnswer extends SessionTokens {
  mustChangePassword?: boolean;
}

export type LoginArea = 'user' | 'admin';

/** POST /api/user/login or /api/admin/login {username, password} (spec section 7). */
export function login(area: LoginArea, request: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(`/api/${area}/login`, request, { auth: false });
}
