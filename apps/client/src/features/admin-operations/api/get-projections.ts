import type { ProjectionsStatusDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/projections: state, position, lag, events/s, rebuild progress. */
export const projectionsQuery = () =>
  queryOptions({
    queryKey: ['operations', 'projections'],
    queryFn: () => api.get<ProjectionsStatusDto>('/api/admin/projections'),
  });

/** Live: polled every second while the tab is open (rates and rebuild bars move). */
export function useProjections({ enabled = true } = {}) {
  return useQuery({ ...projectionsQuery(), enabled, refetchInterval: 1000 });
}
