import type { UserProfileDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/{id}: the player profile (height included). */
export function getUser(userId: string): Promise<UserProfileDto> {
  return api.get<UserProfileDto>(`/api/user/${encodeURIComponent(userId)}`);
}

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'profile', userId],
    queryFn: () => getUser(userId),
  });

export function useUser(userId: string, { enabled = true } = {}) {
  return useQuery({ ...userQuery(userId), enabled });
}
