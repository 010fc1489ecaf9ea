import type { FixtureDto } from '@liga/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FixturesFilter {
  leagueId?: string | null;
  teamId?: string | null;
  seasonId?: string | null;
  /** ISO instants, [start, end). */
  start: string;
  end: string;
}

/** GET /api/match/get-fixtures: fixtures (accepted) and results starting in [start, end). */
export function getFixtures(f: FixturesFilter): Promise<FixtureDto[]> {
  return api
    .get<FixtureDto[] | null>('/api/match/get-fixtures', {
      LeagueId: f.leagueId ?? undefined,
      TeamId: f.teamId ?? undefined,
      SeasonId: f.seasonId ?? undefined,
      StartDate: f.start,
      EndDate: f.end,
    })
    .then((rows) => rows ?? []);
}

export const fixturesQuery = (f: FixturesFilter) =>
  queryOptions({
    queryKey: [
      'matches',
      'fixtures',
      f.leagueId ?? null,
      f.teamId ?? null,
      f.seasonId ?? null,
      f.start,
      f.end,
    ],
    queryFn: () => getFixtures(f),
  });

export function useFixtures(f: FixturesFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...fixturesQuery(f), enabled: options.enabled ?? true });
}
