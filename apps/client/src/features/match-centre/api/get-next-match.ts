import type { NextMatchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/get-next-match?TeamId=: the team's next accepted match, or null. */
export function getNextMatch(teamId: string): Promise<NextMatchDto | null> {
  return api.get<NextMatchDto | null>('/api/match/get-next-match', { TeamId: teamId });
}

export const nextMatchQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['matches', 'next', teamId],
    queryFn: () => getNextMatch(teamId),
    meta: { liveTopics: ['availability', 'challenges'] },
  });

export function useNextMatch(teamId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...nextMatchQuery(teamId ?? ''),
    enabled: (options.enabled ?? true) && !!teamId,
  });
}
