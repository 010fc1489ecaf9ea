import type { PlayerSeasonDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-user-career?UserId: the player season by season, newest first. */
export function getUserCareer(userId: string): Promise<PlayerSeasonDto[]> {
  return api.get<PlayerSeasonDto[]>('/api/user/get-user-career', { UserId: userId });
}

export const userCareerQuery = (userId: string) =>
  queryOptions({
    queryKey: ['archive', 'career', userId],
    queryFn: () => getUserCareer(userId),
  });

export function useUserCareer(userId: string, { enabled = true } = {}) {
  return useQuery({ ...userCareerQuery(userId), enabled: enabled && userId !== '' });
}
