import type { UserStatisticDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-user-statistic-by-user-id?UserId=…: record, matches, wins, goals, MVP. */
export function getUserStatistic(userId: string): Promise<UserStatisticDto> {
  return api.get<UserStatisticDto>('/api/user/get-user-statistic-by-user-id', { UserId: userId });
}

export const userStatisticQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'statistic', userId],
    queryFn: () => getUserStatistic(userId),
  });

export function useUserStatistic(userId: string, { enabled = true } = {}) {
  return useQuery({ ...userStatisticQuery(userId), enabled });
}
