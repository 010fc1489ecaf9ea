import type { LeagueDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepSnapshot, snapshotOf } from '../../../lib/query-snapshot';
import { useCurrentSeason } from './get-current-season';

/** GET /api/league/get-leagues-by-season-id?SeasonId=…: leagues already sorted by name. */
export function getLeaguesBySeason(seasonId: string): Promise<LeagueDto[]> {
  return api.get<LeagueDto[]>('/api/league/get-leagues-by-season-id', { SeasonId: seasonId });
}

/** Starts from the device's snapshot (query-snapshot.ts), read again at once. */
export const leaguesBySeasonQuery = (seasonId: string) => {
  const queryKey = ['leagues', 'by-season', seasonId] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => keepSnapshot(queryKey, await getLeaguesBySeason(seasonId)),
    ...snapshotOf<LeagueDto[]>(queryKey),
  });
};

/**
 * The leagues of the current season; the position in this list is the `league` query
 * parameter of the table, matches, statistics and teams pages.
 */
export function useCurrentLeagues({ enabled = true } = {}) {
  const season = useCurrentSeason({ enabled });
  const seasonId = season.data?.id;
  const leagues = useQuery({
    ...leaguesBySeasonQuery(seasonId ?? ''),
    enabled: enabled && seasonId !== undefined,
  });
  return {
    leagues: leagues.data ?? [],
    isPending: season.isPending || (seasonId !== undefined && leagues.isPending),
    error: season.error ?? leagues.error,
    refetch: () => (season.error ? season.refetch() : leagues.refetch()),
  };
}
