import { REPORT_LIMITS, rooms } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import {
  NextMatchCard,
  NextMatchCardSkeleton,
} from '../../features/match-centre/components/next-match-card';
import { RecentMatches } from '../../features/matches/components/recent-matches';
import { FiltersPanel } from '../../features/news/components/filters-panel';
import { NewsSection } from '../../features/news/components/news-section';
import { NewsStack, RankingsGrid, TableCard } from '../../features/news/components/news-layout';
import { NewsSlideshow } from '../../features/news/components/news-slideshow';
import { TeamLogoStrip } from '../../features/news/components/team-logo-strip';
import { newsTexts } from '../../features/news/texts';
import { LeagueTable } from '../../features/standings/components/league-table';
import { RankingPreview } from '../../features/statistics/components/ranking-preview';
import { useRanking } from '../../features/statistics/hooks/use-ranking';
import type { StatisticsCategory } from '../../features/statistics/lib/categories';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

const HOME_TABLE_ROWS = 12;
const PAGE = REPORT_LIMITS.homeRankingPageSize;

/** /news — the logged-in home page; live in `league:{id}` (matches, standings, rankings). */
export function NewsRoute() {
  const { userId, canFetch } = useSession();
  const leagues = useCurrentLeagues({ enabled: canFetch });
  const { league, index, pickerProps } = useLeaguePicker(leagues);
  const leagueId = league?.id ?? null;
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  const myTeamId = myTeams.data?.[0]?.id ?? null;
  useSocketRooms([
    canFetch && league ? rooms.league(league.id) : null,
    canFetch && myTeamId ? rooms.team(myTeamId) : null,
  ]);

  // The four rankings are fetched in parallel (spec section 7).
  const rankings: Record<StatisticsCategory, ReturnType<typeof useRanking>> = {
    scorers: useRanking('scorers', leagueId, PAGE, { enabled: canFetch }),
    keepers: useRanking('keepers', leagueId, PAGE, { enabled: canFetch }),
    mvps: useRanking('mvps', leagueId, PAGE, { enabled: canFetch }),
    teams: useRanking('teams', leagueId, PAGE, { enabled: canFetch }),
  };
  const withLeague = (path: string) => `${path}?league=${index}`;
  const statistics = (category: StatisticsCategory) =>
    `${paths.statistics}?league=${index}&category=${category}`;

  return (
    <PageFrame title={shellTexts.titles.news} hideTitle>
      <NewsStack>
        {myTeamId ? (
          <NextMatchCard teamId={myTeamId} enabled={canFetch} />
        ) : (
          myTeams.isPending && <NextMatchCardSkeleton />
        )}
        <TeamLogoStrip teams={league?.teams ?? []} isPending={leagues.isPending} />
        <NewsSection id="news-slides" title={newsTexts.slideshow.heading}>
          <NewsSlideshow leagueHref={withLeague(paths.table)} cupHref={paths.cup} />
        </NewsSection>
        <FiltersPanel summary={league ? newsTexts.filters.chosen(league.name) : undefined}>
          <LeaguePicker {...pickerProps} />
        </FiltersPanel>
        <NewsSection id="news-recent" title={newsTexts.recent} moreHref={withLeague(paths.matches)}>
          <RecentMatches leagueId={leagueId} enabled={canFetch} />
        </NewsSection>
        <NewsSection id="news-rankings" title={newsTexts.rankings}>
          <RankingsGrid
            table={
              <TableCard
                title={newsTexts.table}
                more={
                  <Link to={withLeague(paths.table)} className="btn btn-secondary">
                    {newsTexts.more}
                  </Link>
                }
              >
                <LeagueTable
                  leagueId={leagueId}
                  leagueName={league?.name ?? ''}
                  seasonId={league?.seasonId ?? null}
                  ownTeamIds={(myTeams.data ?? []).map((team) => team.id)}
                  variant="compact"
                  limit={HOME_TABLE_ROWS}
                  enabled={canFetch}
                />
              </TableCard>
            }
            cards={(['scorers', 'keepers', 'mvps', 'teams'] as const).map((category) => (
              <RankingPreview
                key={category}
                category={category}
                ranking={rankings[category]}
                moreHref={statistics(category)}
                moreLabel={newsTexts.more}
              />
            ))}
          />
        </NewsSection>
      </NewsStack>
    </PageFrame>
  );
}
