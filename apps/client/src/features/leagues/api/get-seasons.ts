import type { SeasonListItemDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/season/get-seasons: every season, newest first, today's marked (the picker). */
export function getSeasons(): Promise<SeasonListItemDto[]> {
  return api.get<SeasonListItemDto[]>('/api/season/get-seasons');
}

/** Under the 'seasons' topic: the season turn's push refetches it. */
export const seasonsQuery = () =>
  queryOptions({
    queryKey: ['seasons', 'list'],
    queryFn: getSeasons,
    staleTime: 5 * 60_000,
  });

export function useSeasons({ enabled = true } = {}) {
  return useQuery({ ...seasonsQuery(), enabled });
}
