import type { TeamGoalsRankingDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/team/get-teams-ranking?LeagueId: the league's teams by goals scored, with captains. */
export function getTeamsRanking(leagueId: string) {
  return api
    .get<TeamGoalsRankingDto[] | null>('/api/team/get-teams-ranking', { LeagueId: leagueId })
    .then((rows) => rows ?? []);
}

export const teamsRankingQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['rankings', 'teams', leagueId],
    queryFn: () => getTeamsRanking(leagueId),
  });

export function useTeamsRanking(leagueId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...teamsRankingQuery(leagueId ?? ''),
    enabled: enabled && leagueId !== null,
  });
}
