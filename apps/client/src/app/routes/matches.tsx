import { rooms } from '@liga/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { FilterBar } from '../../components/ui/filter-bar';
import { SelectField } from '../../components/ui/form-field';
import { LeaguePicker } from '../../components/ui/league-picker';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { SkeletonGroup } from '../../components/ui/skeleton';
import { useLeaguePicker } from '../../components/ui/use-league-picker';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSeasonLeagues } from '../../features/leagues/hooks/use-season-leagues';
import { FixtureListSkeleton } from '../../features/match-centre/components/fixture-list';
import { FixturesRange } from '../../features/match-centre/components/fixtures-range';
import { matchCentreTexts } from '../../features/match-centre/texts';
import {
  WeekGroupFilter,
  WeekGroupFilterSkeleton,
} from '../../features/matches/components/week-group-filter';
import { useWeekGroupParam } from '../../features/matches/hooks/use-week-group-param';
import { seasonWeeks, weekGroups } from '../../features/matches/lib/weeks';
import { matchesTexts } from '../../features/matches/texts';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';
import filterStyles from './filters.module.css';

const MY_TEAM = 'mine';

/**
 * /matches?season={key}&league={index}&group={weeks}&team={id|mine} — MECZE of any season:
 * fixtures (accepted, with time and pitch) and results of the week group (the current season:
 * the one holding today, scrolled to today; a past one: its last weeks); live in `league:{id}`.
 */
export function MatchesRoute() {
  const { userId, canFetch } = useSession();
  const { season, isPast, unknownSeason, leagues, pickerProps } = useSeasonLeagues({
    enabled: canFetch,
  });
  const { league, pickerProps: leaguePickerProps } = useLeaguePicker(leagues);
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  const myTeamId = myTeams.data?.[0]?.id ?? null;
  const [params, setParams] = useSearchParams();
  const teamParam = params.get('team');
  const teamId = teamParam === MY_TEAM ? myTeamId : teamParam || null;
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

  const setTeam = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('team', value);
        else next.delete('team');
        return next;
      },
      { replace: true },
    );
  const teamOptions = [
    ...(myTeamId ? [{ value: MY_TEAM, label: matchCentreTexts.fixtures.myTeam }] : []),
    ...(league?.teams ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];

  const loading = leagues.isPending;
  return (
    <PageFrame title={shellTexts.titles.matches}>
      <FilterBar>
        <SeasonPicker {...pickerProps} />
        <SeasonNotice isPast={isPast} unknownSeason={unknownSeason} />
        <LeaguePicker {...leaguePickerProps} oneRow />
        {groups.length > 0 ? (
          <WeekGroupFilter groups={groups} selected={groupIndex} onSelect={setGroupIndex} />
        ) : (
          loading && <WeekGroupFilterSkeleton />
        )}
        <SelectField
          fieldClassName={filterStyles.select}
          label={matchCentreTexts.fixtures.team}
          value={teamParam ?? ''}
          onChange={(e) => setTeam(e.target.value)}
          options={teamOptions}
          placeholder={matchCentreTexts.fixtures.allTeams}
        />
      </FilterBar>
      {leagues.error ? null : loading ? (
        <SkeletonGroup label={matchesTexts.loading}>
          <FixtureListSkeleton />
        </SkeletonGroup>
      ) : !league ? null : group ? (
        <FixturesRange
          filter={{
            leagueId: teamId ? null : league.id,
            teamId,
            seasonId: season?.id ?? null,
            start: group.weeks[0].start.toISOString(),
            end: new Date(group.weeks[group.weeks.length - 1].end.getTime() + 1).toISOString(),
          }}
          now={now}
          enabled={canFetch}
        />
      ) : (
        <p>{matchesTexts.weeksHint}</p>
      )}
    </PageFrame>
  );
}
