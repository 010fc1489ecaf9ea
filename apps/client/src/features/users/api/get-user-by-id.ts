import type { UserProfileDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-user-by-id?UserId=…: name and e-mail for the profile card. */
export function getUserById(userId: string): Promise<UserProfileDto> {
  return api.get<UserProfileDto>('/api/user/get-user-by-id', { UserId: userId });
}

export const userByIdQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'by-id', userId],
    queryFn: () => getUserById(userId),
  });

export function useUserById(userId: string | null, { enabled = true } = {}) {
  return useQuery({ ...userByIdQuery(userId ?? ''), enabled: enabled && userId !== null });
}

/** GET /api/user/avatar/{userId}: the avatar bytes (use useAvatarUrl for a fresh copy). */
export function avatarUrl(userId: string): string {
  return `/api/user/avatar/${encodeURIComponent(userId)}`;
}
