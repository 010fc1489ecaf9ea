import type { PitchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/pitch/get-pitches: every pitch with its position. */
export function getPitches(): Promise<PitchDto[]> {
  return api.get<PitchDto[] | null>('/api/pitch/get-pitches').then((pitches) => pitches ?? []);
}

export const pitchesQuery = () =>
  queryOptions({ queryKey: ['pitches'], queryFn: getPitches, staleTime: 60_000 });

export function usePitches({ enabled = true } = {}) {
  return useQuery({ ...pitchesQuery(), enabled });
}
