import { rooms } from '@liga/contracts';
import { useMemo, useState } from 'react';
import { PageFrame } from '../../components/layouts/page-frame';
import { SkeletonGroup } from '../../components/ui/skeleton';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSeasonLeagues } from '../../features/leagues/hooks/use-season-leagues';
import { MatchGridSkeleton } from '../../features/matches/components/match-grid';
import { MatchesByWeek } from '../../features/matches/components/matches-by-week';
import { WeekGroupFilter } from '../../features/matches/components/week-group-filter';
import { useWeekGroupParam } from '../../features/matches/hooks/use-week-group-param';
import { seasonWeeks, weekGroups } from '../../features/matches/lib/weeks';
import { matchesTexts } from '../../features/matches/texts';
import { shellTexts } from '../texts';
import { FilterBar } from '../../components/ui/filter-bar';
import { LeaguePicker } from '../../components/ui/league-picker';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { useLeaguePicker } from '../../components/ui/use-league-picker';

/**
 * /matches?season={key}&league={index}&group={weeks} — MECZE of any season; live in
 * `league:{id}` ('matches').
 */
export function MatchesRoute() {
  const { canFetch } = useSession();
  const { season, isPast, unknownSeason, leagues, pickerProps } = useSeasonLeagues({
    enabled: canFetch,
  });
  const { league, pickerProps: leaguePickerProps } = useLeaguePicker(leagues);
  const [now] = useState(() => new Date());
  const groups = useMemo(
    () => (season ? weekGroups(seasonWeeks(season.startDate, season.endDate)) : []),
    [season],
  );
  // a past season opens on its last weeks, the current one on the weeks that hold today
  const [groupIndex, setGroupIndex] = useWeekGroupParam(
    groups,
    isPast && season ? new Date(season.endDate) : now,
  );
  const group = groupIndex === null ? null : (groups[groupIndex] ?? null);
  useSocketRooms([canFetch && league ? rooms.league(league.id) : null]);

  const loading = leagues.isPending;
  return (
    <PageFrame title={shellTexts.titles.matches}>
      <FilterBar>
        <SeasonPicker {...pickerProps} />
        <SeasonNotice isPast={isPast} unknownSeason={unknownSeason} />
        <LeaguePicker {...leaguePickerProps} />
        {groups.length > 0 && (
          <WeekGroupFilter groups={groups} selected={groupIndex} onSelect={setGroupIndex} />
        )}
      </FilterBar>
      {leagues.error ? null : loading ? (
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
