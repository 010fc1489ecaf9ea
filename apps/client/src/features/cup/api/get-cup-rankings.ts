import type { CupRankingsDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/cup/{id}/rankings: the cup's scorers and MVPs. */
export function getCupRankings(cupId: string): Promise<CupRankingsDto> {
  return api.get<CupRankingsDto>(`/api/cup/${encodeURIComponent(cupId)}/rankings`);
}

export const cupRankingsQuery = (cupId: string) =>
  queryOptions({ queryKey: ['cups', 'rankings', cupId], queryFn: () => getCupRankings(cupId) });

export function useCupRankings(cupId: string | null, { enabled = true } = {}) {
  return useQuery({ ...cupRankingsQuery(cupId ?? ''), enabled: enabled && cupId !== null });
}
