import type { SeasonDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepSnapshot, snapshotOf } from '../../../lib/query-snapshot';

/** GET /api/season/current: the season every page is scoped to. */
export function getCurrentSeason(): Promise<SeasonDto> {
  return api.get<SeasonDto>('/api/season/current');
}

const CURRENT_KEY = ['seasons', 'current'] as const;

/** Starts from the device's snapshot (query-snapshot.ts), read again at once. */
export const currentSeasonQuery = () =>
  queryOptions({
    queryKey: CURRENT_KEY,
    queryFn: async () => keepSnapshot(CURRENT_KEY, await getCurrentSeason()),
    staleTime: 10 * 60_000,
    ...snapshotOf<SeasonDto>(CURRENT_KEY),
  });

export function useCurrentSeason({ enabled = true } = {}) {
  return useQuery({ ...currentSeasonQuery(), enabled });
}
