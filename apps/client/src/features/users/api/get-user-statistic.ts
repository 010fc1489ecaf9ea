import type { UserStatisticDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/user/get-user-statistic-by-user-id?UserId=…[&SeasonId=…]: record, matches, wins,
 * goals, MVP — over every season, or in one.
 */
export function getUserStatistic(
  userId: string,
  seasonId: string | null = null,
): Promise<UserStatisticDto> {
  return api.get<UserStatisticDto>('/api/user/get-user-statistic-by-user-id', {
    UserId: userId,
    SeasonId: seasonId ?? undefined,
  });
}

export const userStatisticQuery = (userId: string, seasonId: string | null = null) =>
  queryOptions({
    queryKey: ['users', 'statistic', userId, seasonId ?? 'all'],
    queryFn: () => getUserStatistic(userId, seasonId),
  });

export function useUserStatistic(
  userId: string,
  { enabled = true, seasonId = null }: { enabled?: boolean; seasonId?: string | null } = {},
) {
  // another season keeps the figures on screen until its own arrive (the picker stays put)
  return useQuery({ ...userStatisticQuery(userId, seasonId), enabled, placeholderData: (p) => p });
}
