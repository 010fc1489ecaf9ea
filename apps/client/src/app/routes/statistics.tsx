import { REPORT_LIMITS, rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { CategoryFilter } from '../../features/statistics/components/category-filter';
import {
  RankingBoard,
  RankingBoardSkeleton,
} from '../../features/statistics/components/ranking-board';
import { useCategoryParam } from '../../features/statistics/hooks/use-category-param';
import { useRanking } from '../../features/statistics/hooks/use-ranking';
import { FilterBar } from '../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../features/teams/components/league-buttons';
import { useLeagueParam } from '../../features/teams/hooks/use-league-param';
import { shellTexts } from '../texts';

/** /statistics?league={index}&category=scorers — rankings; live in `league:{id}` ('rankings'). */
export function StatisticsRoute() {
  const { canFetch } = useSession();
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [index, setIndex] = useLeagueParam(leagues.length);
  const [category, setCategory] = useCategoryParam();
  const league = leagues[index] ?? null;
  const ranking = useRanking(
    category,
    league?.id ?? null,
    REPORT_LIMITS.statisticsRankingPageSize,
    { enabled: canFetch },
  );
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  return (
    <PageFrame title={shellTexts.titles.statistics}>
      <FilterBar>
        <LeagueButtons
          leagues={leagues}
          selected={league ? index : null}
          onSelect={setIndex}
          isPending={isPending}
          error={error}
          onRetry={() => void refetch()}
        />
        <CategoryFilter category={category} onChange={setCategory} />
      </FilterBar>
      {error ? null : isPending || !league ? (
        isPending && <RankingBoardSkeleton />
      ) : (
        <RankingBoard
          category={category}
          entries={ranking.entries}
          isPending={ranking.isPending}
          error={ranking.error}
          onRetry={ranking.refetch}
        />
      )}
    </PageFrame>
  );
}
