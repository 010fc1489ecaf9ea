import type { SeasonSummaryDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/season/summary: seasons played, verified matches and goals (the landing figures). */
export function getSeasonSummary(): Promise<SeasonSummaryDto> {
  return api.get<SeasonSummaryDto>('/api/season/summary');
}

/** Keyed under 'seasons': the season turn's push refetches it. */
export const seasonSummaryQuery = () =>
  queryOptions({
    queryKey: ['seasons', 'summary'],
    queryFn: getSeasonSummary,
    staleTime: 60_000,
  });

export function useSeasonSummary() {
  return useQuery(seasonSummaryQuery());
}
