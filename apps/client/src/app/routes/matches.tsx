import { rooms } from '@liga/contracts';
import { useMemo, useState } from 'react';
import { PageFrame } from '../../components/layouts/page-frame';
import { ErrorMessage } from '../../components/ui/error-message';
import { SkeletonGroup } from '../../components/ui/skeleton';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { MatchGridSkeleton } from '../../features/matches/components/match-grid';
import { MatchesByWeek } from '../../features/matches/components/matches-by-week';
import { WeekGroupFilter } from '../../features/matches/components/week-group-filter';
import { useWeekGroupParam } from '../../features/matches/hooks/use-week-group-param';
import { seasonWeeks, weekGroups } from '../../features/matches/lib/weeks';
import { matchesTexts } from '../../features/matches/texts';
import { FilterBar } from '../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../features/teams/components/league-buttons';
import { useLeagueParam } from '../../features/teams/hooks/use-league-param';
import { shellTexts } from '../texts';

/** /matches?league={index}&group={weeks} — MECZE; live in `league:{id}` ('matches'). */
export function MatchesRoute() {
  const { canFetch } = useSession();
  const season = useCurrentSeason({ enabled: canFetch });
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled: canFetch });
  const [index, setIndex] = useLeagueParam(leagues.length);
  const league = leagues[index] ?? null;
  const [now] = useState(() => new Date());
  const groups = useMemo(
    () => (season.data ? weekGroups(seasonWeeks(season.data.startDate, season.data.endDate)) : []),
    [season.data],
  );
  const [groupIndex, setGroupIndex] = useWeekGroupParam(groups, now);
  const group = groupIndex === null ? null : (groups[groupIndex] ?? null);
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  const loading = isPending || season.isPending;
  return (
    <PageFrame title={shellTexts.titles.matches}>
      <FilterBar>
        <LeagueButtons
          leagues={leagues}
          selected={league ? index : null}
          onSelect={setIndex}
          isPending={isPending}
          error={error}
          onRetry={() => void refetch()}
        />
        {season.isError ? (
          <ErrorMessage
            compact
            title={matchesTexts.seasonFailed}
            error={season.error}
            onRetry={() => void season.refetch()}
          />
        ) : (
          groups.length > 0 && (
            <WeekGroupFilter groups={groups} selected={groupIndex} onSelect={setGroupIndex} />
          )
        )}
      </FilterBar>
      {error || season.isError ? null : loading ? (
        <SkeletonGroup label={matchesTexts.loading}>
          <MatchGridSkeleton />
        </SkeletonGroup>
      ) : !league ? null : group ? (
        <MatchesByWeek leagueId={league.id} group={group} enabled={canFetch} />
      ) : (
        <p>{matchesTexts.weeksHint}</p>
      )}
    </PageFrame>
  );
}
