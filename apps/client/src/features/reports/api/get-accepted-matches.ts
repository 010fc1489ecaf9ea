import { CHALLENGE_LIMITS, type MatchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/get-accepted-matches?teamId&pageSize=100&page=0: matches to report, newest first. */
export function getAcceptedMatches(teamId: string): Promise<MatchDto[]> {
  return api
    .get<MatchDto[] | null>('/api/match/get-accepted-matches', {
      teamId,
      pageSize: CHALLENGE_LIMITS.acceptedMatchesPageSize,
      page: 0,
    })
    .then((rows) => rows ?? []);
}

/** Under the 'matches' topic: a push in `team:{id}` (acceptance, report filed) refetches it. */
export const acceptedMatchesQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['matches', 'accepted', teamId],
    queryFn: () => getAcceptedMatches(teamId),
  });

export function useAcceptedMatches(teamId: string | null, { enabled = true } = {}) {
  return useQuery({ ...acceptedMatchesQuery(teamId ?? ''), enabled: enabled && teamId !== null });
}
