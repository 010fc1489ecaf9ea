import { useMemo } from 'react';
import { useGoalkeeperRates } from '../api/get-goalkeeper-rates';
import { useMvps } from '../api/get-mvps';
import { useTeamsRanking } from '../api/get-teams-ranking';
import { useUserGoals } from '../api/get-user-goals';
import type { StatisticsCategory } from '../lib/categories';
import {
  keeperEntry,
  mvpEntry,
  scorerEntry,
  teamEntry,
  type RankingEntry,
} from '../lib/ranking-rows';

export interface RankingState {
  entries: RankingEntry[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The rows of one category. Every hook is called (rules of hooks) but only the chosen
 * category's query is enabled, so switching categories fetches once and then reads the cache.
 */
export function useRanking(
  category: StatisticsCategory,
  leagueId: string | null,
  pageSize: number,
  { enabled = true } = {},
): RankingState {
  const goals = useUserGoals(leagueId, pageSize, { enabled: enabled && category === 'scorers' });
  const mvps = useMvps(leagueId, pageSize, { enabled: enabled && category === 'mvps' });
  const keepers = useGoalkeeperRates(leagueId, pageSize, {
    enabled: enabled && category === 'keepers',
  });
  const teams = useTeamsRanking(leagueId, { enabled: enabled && category === 'teams' });
  const query = { scorers: goals, mvps, keepers, teams }[category];
  // the rows are built once per answer (not on every render), and keep their identity
  const entries = useMemo(() => {
    switch (category) {
      case 'scorers':
        return goals.data?.map(scorerEntry);
      case 'mvps':
        return mvps.data?.map(mvpEntry);
      case 'keepers':
        return keepers.data?.map(keeperEntry);
      case 'teams':
        return teams.data?.slice(0, pageSize).map(teamEntry);
    }
  }, [category, goals.data, mvps.data, keepers.data, teams.data, pageSize]);
  return {
    entries,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
