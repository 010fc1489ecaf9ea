import type { CupDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/cup/{id}: entries, the draw's seed and method, the bracket. */
export function getCup(cupId: string): Promise<CupDto> {
  return api.get<CupDto>(`/api/cup/${encodeURIComponent(cupId)}`);
}

/** Under the 'cups' topic: a push in the cup's season room refetches the bracket live. */
export const cupQuery = (cupId: string) =>
  queryOptions({ queryKey: ['cups', 'cup', cupId], queryFn: () => getCup(cupId) });

export function useCup(cupId: string | null, { enabled = true } = {}) {
  return useQuery({ ...cupQuery(cupId ?? ''), enabled: enabled && cupId !== null });
}
