import { MATCH_LIST_CASE, type MatchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/get-matches-by-status?Case=1&TeamId=…: the team's pending challenges. */
export function getPendingChallenges(teamId: string): Promise<MatchDto[]> {
  return api
    .get<MatchDto[] | null>('/api/match/get-matches-by-status', {
      Case: MATCH_LIST_CASE.pending,
      TeamId: teamId,
    })
    .then((matches) => matches ?? []);
}

export const pendingChallengesQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['challenges', 'pending', teamId],
    queryFn: () => getPendingChallenges(teamId),
  });

export function usePendingChallenges(teamId: string | null, { enabled = true } = {}) {
  return useQuery({ ...pendingChallengesQuery(teamId ?? ''), enabled: enabled && teamId !== null });
}
