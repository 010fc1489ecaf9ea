import type { PoisonEventDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/poison-events: the events projections stopped on (redacted). */
export function usePoisonEvents({ enabled = true } = {}) {
  return useQuery({
    queryKey: ['operations', 'poison'],
    queryFn: () => api.get<PoisonEventDto[]>('/api/admin/poison-events'),
    enabled,
    refetchInterval: 3000,
  });
}
