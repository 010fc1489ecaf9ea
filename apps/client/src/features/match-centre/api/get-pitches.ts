import type { PitchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/pitch/get-pitches (a rescheduling proposal names the pitch). */
export function getPitches(): Promise<PitchDto[]> {
  return api.get<PitchDto[] | null>('/api/pitch/get-pitches').then((rows) => rows ?? []);
}

export const pitchesQuery = () =>
  queryOptions({ queryKey: ['pitches'], queryFn: getPitches, staleTime: 60_000 });

export function usePitches({ enabled = true } = {}) {
  return useQuery({ ...pitchesQuery(), enabled });
}
