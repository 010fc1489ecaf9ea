import type { ChallengeableTeamDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/match/get-teams-without-match-with-team {seasonId}: teams the captain may challenge. */
export function getChallengeableTeams(seasonId: string): Promise<ChallengeableTeamDto[]> {
  return api
    .post<ChallengeableTeamDto[] | null>('/api/match/get-teams-without-match-with-team', {
      seasonId,
    })
    .then((teams) => teams ?? []);
}

export const challengeableTeamsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: ['challenges', 'challengeable-teams', seasonId],
    queryFn: () => getChallengeableTeams(seasonId),
  });

export function useChallengeableTeams(seasonId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...challengeableTeamsQuery(seasonId ?? ''),
    enabled: enabled && seasonId !== null,
  });
}
