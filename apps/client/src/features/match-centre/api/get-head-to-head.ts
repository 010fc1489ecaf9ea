import type { HeadToHeadDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/get-head-to-head?TeamAId=&TeamBId=: all meetings, across seasons. */
export function getHeadToHead(teamAId: string, teamBId: string): Promise<HeadToHeadDto> {
  return api.get<HeadToHeadDto>('/api/match/get-head-to-head', {
    TeamAId: teamAId,
    TeamBId: teamBId,
  });
}

export const headToHeadQuery = (teamAId: string, teamBId: string) =>
  queryOptions({
    queryKey: ['matches', 'head-to-head', teamAId, teamBId],
    queryFn: () => getHeadToHead(teamAId, teamBId),
  });

export function useHeadToHead(teamAId: string | null, teamBId: string | null) {
  return useQuery({
    ...headToHeadQuery(teamAId ?? '', teamBId ?? ''),
    enabled: !!teamAId && !!teamBId && teamAId !== teamBId,
  });
}
