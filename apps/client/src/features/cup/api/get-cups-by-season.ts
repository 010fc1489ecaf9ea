import type { CupListItemDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/cup/get-cups-by-season-id?SeasonId=: the season's cups, newest first. */
export function getCupsBySeason(seasonId: string): Promise<CupListItemDto[]> {
  return api.get<CupListItemDto[]>('/api/cup/get-cups-by-season-id', { SeasonId: seasonId });
}

/** Under the 'cups' topic: a push in the season room refetches it. */
export const cupsBySeasonQuery = (seasonId: string) =>
  queryOptions({
    queryKey: ['cups', 'by-season', seasonId],
    queryFn: () => getCupsBySeason(seasonId),
  });

export function useCupsBySeason(seasonId: string | null, { enabled = true } = {}) {
  return useQuery({ ...cupsBySeasonQuery(seasonId ?? ''), enabled: enabled && seasonId !== null });
}
