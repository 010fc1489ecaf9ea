import type { MvpRankingDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/get-mvps?LeagueId&pageSize&page=0: MVP points of a league's players. */
export function getMvps(leagueId: string, pageSize: number) {
  return api
    .get<MvpRankingDto[] | null>('/api/user/get-mvps', { LeagueId: leagueId, pageSize, page: 0 })
    .then((rows) => rows ?? []);
}

export const mvpsQuery = (leagueId: string, pageSize: number) =>
  queryOptions({
    queryKey: ['rankings', 'mvps', leagueId, pageSize],
    queryFn: () => getMvps(leagueId, pageSize),
  });

export function useMvps(leagueId: string | null, pageSize: number, { enabled = true } = {}) {
  return useQuery({
    ...mvpsQuery(leagueId ?? '', pageSize),
    enabled: enabled && leagueId !== null,
  });
}
