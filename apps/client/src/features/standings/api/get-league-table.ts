import type { LeagueTeamStatisticDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/league/get-league-team-statistic?LeagueId&SeasonId[&AsOf]: every team of the league
 * with points, record, goals, position and form (last 5, newest first); with `asOf`
 * (`YYYY-MM-DD`) as the table stood at the end of that day. Sorted in the browser, so one call
 * per league serves every sort.
 */
export function getLeagueTable(leagueId: string, seasonId: string | null, asOf: string | null) {
  return api
    .get<LeagueTeamStatisticDto[] | null>('/api/league/get-league-team-statistic', {
      LeagueId: leagueId,
      SeasonId: seasonId ?? undefined,
      AsOf: asOf ?? undefined,
    })
    .then((rows) => rows ?? []);
}

/** Key under the 'standings' topic: a push in `league:{id}` refetches it. */
export const leagueTableQuery = (
  leagueId: string,
  seasonId: string | null,
  asOf: string | null = null,
) =>
  queryOptions({
    queryKey: ['standings', 'table', leagueId, seasonId ?? 'current', asOf ?? 'live'],
    queryFn: () => getLeagueTable(leagueId, seasonId, asOf),
  });

export function useLeagueTable(
  leagueId: string | null,
  seasonId: string | null,
  { enabled = true, asOf = null }: { enabled?: boolean; asOf?: string | null } = {},
) {
  return useQuery({
    ...leagueTableQuery(leagueId ?? '', seasonId, asOf),
    enabled: enabled && leagueId !== null,
  });
}
