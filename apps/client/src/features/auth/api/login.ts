import type { LoginRequest, TextLanguage } from '@liga/contracts';
import { api } from '../../../lib/api-client';
import type { SessionTokens } from '../types';

/**
 * The login answer: the four token fields, after an admin reset `mustChangePassword`, and the
 * language the account chose (issue 19) when it chose one.
 */
export interface LoginAnswer extends SessionTokens {
  mustChangePassword?: boolean;
  language?: TextLanguage;
}

export type LoginArea = 'user' | 'admin';

/** POST /api/user/login or /api/admin/login {username, password} (spec section 7). */
export function login(area: LoginArea, request: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(`/api/${area}/login`, request, { auth: false });
}
