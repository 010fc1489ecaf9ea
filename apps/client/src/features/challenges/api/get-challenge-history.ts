import type { MatchDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/match/history?TeamId=…: every challenge of the team with its status ('Historia'). */
export function getChallengeHistory(teamId: string): Promise<MatchDto[]> {
  return api
    .get<MatchDto[] | null>('/api/match/history', { TeamId: teamId })
    .then((matches) => matches ?? []);
}

export const challengeHistoryQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['challenges', 'history', teamId],
    queryFn: () => getChallengeHistory(teamId),
  });

export function useChallengeHistory(teamId: string | null, { enabled = true } = {}) {
  return useQuery({ ...challengeHistoryQuery(teamId ?? ''), enabled: enabled && teamId !== null });
}
