import type { LeagueTeamStatisticDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/league/get-league-team-statistic?LeagueId&SeasonId: every team of the league with
 * points, record, goals, position and form (last 5, newest first). Sorted in the browser, so
 * one call per league serves every sort.
 */
export function getLeagueTable(leagueId: string, seasonId: string | null) {
  return api
    .get<LeagueTeamStatisticDto[] | null>('/api/league/get-league-team-statistic', {
      LeagueId: leagueId,
      SeasonId: seasonId ?? undefined,
    })
    .then((rows) => rows ?? []);
}

/** Key under the 'standings' topic: a push in `league:{id}` refetches it. */
export const leagueTableQuery = (leagueId: string, seasonId: string | null) =>
  queryOptions({
    queryKey: ['standings', 'table', leagueId, seasonId ?? 'current'],
    queryFn: () => getLeagueTable(leagueId, seasonId),
  });

export function useLeagueTable(
  leagueId: string | null,
  seasonId: string | null,
  { enabled = true } = {},
) {
  return useQuery({
    ...leagueTableQuery(leagueId ?? '', seasonId),
    enabled: enabled && leagueId !== null,
  });
}
