import type { SeasonDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/season/current: the season every page is scoped to. */
export function getCurrentSeason(): Promise<SeasonDto> {
  return api.get<SeasonDto>('/api/season/current');
}

export const currentSeasonQuery = () =>
  queryOptions({
    queryKey: ['seasons', 'current'],
    queryFn: getCurrentSeason,
    staleTime: 10 * 60_000,
  });

export function useCurrentSeason({ enabled = true } = {}) {
  return useQuery({ ...currentSeasonQuery(), enabled });
}
