import type { RegisterUserRequest } from '@liga/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/user: the registration payload; answers the new user's id. */
export function registerUser(request: RegisterUserRequest): Promise<{ id?: string } | null> {
  return api.post<{ id?: string } | null>('/api/user', request, { auth: false });
}
