import { REPORT_LIMITS, rooms } from '@liga/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSeasonLeagues } from '../../features/leagues/hooks/use-season-leagues';
import { CategoryFilter } from '../../features/statistics/components/category-filter';
import {
  RankingBoard,
  RankingBoardSkeleton,
} from '../../features/statistics/components/ranking-board';
import { useCategoryParam } from '../../features/statistics/hooks/use-category-param';
import { useRanking } from '../../features/statistics/hooks/use-ranking';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/**
 * /statistics?season={key}&league={index}&category=scorers — rankings of any season's league;
 * live in `league:{id}` ('rankings').
 */
export function StatisticsRoute() {
  const { canFetch } = useSession();
  const { isPast, unknownSeason, leagues, pickerProps } = useSeasonLeagues({ enabled: canFetch });
  const { league, pickerProps: leaguePickerProps } = useLeaguePicker(leagues);
  const [category, setCategory] = useCategoryParam();
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
        <SeasonPicker {...pickerProps} />
        <SeasonNotice isPast={isPast} unknownSeason={unknownSeason} />
        <LeaguePicker {...leaguePickerProps} oneRow />
        <CategoryFilter category={category} onChange={setCategory} />
      </FilterBar>
      {leagues.error ? null : leagues.isPending || !league ? (
        leagues.isPending && <RankingBoardSkeleton />
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
