import type { EventLogPageDto } from '@liga/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface EventFilter {
  StreamId?: string;
  Type?: string;
  CorrelationId?: string;
  From?: string;
  To?: string;
  before?: number;
}

/** GET /api/admin/events: the log newest first, by stream, type, time range or correlation id. */
export function useEventLog(filter: EventFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['operations', 'events', filter],
    queryFn: () => api.get<EventLogPageDto>('/api/admin/events', { ...filter, pageSize: 25 }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
