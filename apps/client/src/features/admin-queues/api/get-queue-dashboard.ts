import type { QueueDashboardInfoDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/queue-dashboard: whether the server runs with Redis (and has queues). */
export function getQueueDashboard(): Promise<QueueDashboardInfoDto> {
  return api.get<QueueDashboardInfoDto>('/api/admin/queue-dashboard');
}

export function useQueueDashboard() {
  return useQuery({
    queryKey: ['queue-dashboard'],
    queryFn: getQueueDashboard,
    staleTime: Infinity,
  });
}
