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
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/** /matches?league={index}&group={weeks} — MECZE; live in `league:{id}` ('matches'). */
export function MatchesRoute() {
  const { canFetch } = useSession();
  const season = useCurrentSeason({ enabled: canFetch });
  const leagues = useCurrentLeagues({ enabled: canFetch });
  const { league, pickerProps } = useLeaguePicker(leagues);
  const [now] = useState(() => new Date());
  const groups = useMemo(
    () => (season.data ? weekGroups(seasonWeeks(season.data.startDate, season.data.endDate)) : []),
    [season.data],
  );
  const [groupIndex, setGroupIndex] = useWeekGroupParam(groups, now);
  const group = groupIndex === null ? null : (groups[groupIndex] ?? null);
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  const loading = leagues.isPending || season.isPending;
  return (
    <PageFrame title={shellTexts.titles.matches}>
      <FilterBar>
        <LeaguePicker {...pickerProps} />
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
      {leagues.error || season.isError ? null : loading ? (
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
