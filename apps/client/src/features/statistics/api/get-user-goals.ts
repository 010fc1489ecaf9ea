import type { UserGoalsRankingDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-user-goals?LeagueId&pageSize&page=0: the scorers of a league. */
export function getUserGoals(leagueId: string, pageSize: number) {
  return api
    .get<UserGoalsRankingDto[] | null>('/api/user/get-user-goals', {
      LeagueId: leagueId,
      pageSize,
      page: 0,
    })
    .then((rows) => rows ?? []);
}

export const userGoalsQuery = (leagueId: string, pageSize: number) =>
  queryOptions({
    queryKey: ['rankings', 'goals', leagueId, pageSize],
    queryFn: () => getUserGoals(leagueId, pageSize),
  });

export function useUserGoals(leagueId: string | null, pageSize: number, { enabled = true } = {}) {
  return useQuery({
    ...userGoalsQuery(leagueId ?? '', pageSize),
    enabled: enabled && leagueId !== null,
  });
}
