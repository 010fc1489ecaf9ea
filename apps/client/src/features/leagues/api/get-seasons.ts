import type { SeasonListItemDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepSnapshot, snapshotOf } from '../../../lib/query-snapshot';

/** GET /api/season/get-seasons: every season, newest first, today's marked (the picker). */
export function getSeasons(): Promise<SeasonListItemDto[]> {
  return api.get<SeasonListItemDto[]>('/api/season/get-seasons');
}

const SEASONS_KEY = ['seasons', 'list'] as const;

/**
 * Under the 'seasons' topic: the season turn's push refetches it. Starts from the device's
 * snapshot (query-snapshot.ts), read again at once.
 */
export const seasonsQuery = () =>
  queryOptions({
    queryKey: SEASONS_KEY,
    queryFn: async () => keepSnapshot(SEASONS_KEY, await getSeasons()),
    staleTime: 5 * 60_000,
    ...snapshotOf<SeasonListItemDto[]>(SEASONS_KEY),
  });

export function useSeasons({ enabled = true } = {}) {
  return useQuery({ ...seasonsQuery(), enabled });
}
