import type { GoalkeeperRankingDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-goalkeeper-rates?LeagueId&pageSize&page=0: keepers by average rating. */
export function getGoalkeeperRates(leagueId: string, pageSize: number) {
  return api
    .get<GoalkeeperRankingDto[] | null>('/api/user/get-goalkeeper-rates', {
      LeagueId: leagueId,
      pageSize,
      page: 0,
    })
    .then((rows) => rows ?? []);
}

export const goalkeeperRatesQuery = (leagueId: string, pageSize: number) =>
  queryOptions({
    queryKey: ['rankings', 'keepers', leagueId, pageSize],
    queryFn: () => getGoalkeeperRates(leagueId, pageSize),
  });

export function useGoalkeeperRates(
  leagueId: string | null,
  pageSize: number,
  { enabled = true } = {},
) {
  return useQuery({
    ...goalkeeperRatesQuery(leagueId ?? '', pageSize),
    enabled: enabled && leagueId !== null,
  });
}
