import type { MyCupTieDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/cup/my-tie: the captain's team's cup tie to play now (its opponent), or null. */
export function getMyCupTie(): Promise<MyCupTieDto | null> {
  return api.get<MyCupTieDto | null>('/api/cup/my-tie');
}

/** Under the 'cups' topic: a tie decided or formed refetches it. */
export const myCupTieQuery = () =>
  queryOptions({ queryKey: ['cups', 'my-tie'], queryFn: getMyCupTie });

export function useMyCupTie({ enabled = true } = {}) {
  return useQuery({ ...myCupTieQuery(), enabled });
}
