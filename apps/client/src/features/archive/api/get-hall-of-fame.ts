import type { HallOfFameSeasonDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/records/get-hall-of-fame: champions of every league of every finished season. */
export function getHallOfFame(): Promise<HallOfFameSeasonDto[]> {
  return api.get<HallOfFameSeasonDto[]>('/api/records/get-hall-of-fame');
}

export const hallOfFameQuery = () =>
  queryOptions({
    queryKey: ['archive', 'hall-of-fame'],
    queryFn: getHallOfFame,
    staleTime: 60_000,
  });

export function useHallOfFame({ enabled = true } = {}) {
  return useQuery({ ...hallOfFameQuery(), enabled });
}
