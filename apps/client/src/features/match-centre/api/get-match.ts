import type { MatchDetailDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/get-match-by-id?MatchId=: the match page. */
export function getMatch(matchId: string): Promise<MatchDetailDto> {
  return api.get<MatchDetailDto>('/api/match/get-match-by-id', { MatchId: matchId });
}

/** Refetched on 'matches' pushes (its key) and on 'availability' pushes (who is coming). */
export const matchQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['matches', 'detail', matchId],
    queryFn: () => getMatch(matchId),
    meta: { liveTopics: ['availability'] },
  });

export function useMatch(matchId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...matchQuery(matchId), enabled: (options.enabled ?? true) && !!matchId });
}
