import { rooms, warsawDayOf } from '@liga/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { FilterBar } from '../../components/ui/filter-bar';
import { SelectField } from '../../components/ui/form-field';
import { SeasonPicker } from '../../components/ui/season-picker';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { WeekCalendar } from '../../features/calendar/components/week-calendar';
import { AddToCalendar } from '../../features/calendar-feeds/components/add-to-calendar';
import { dayKey, mondayOf, parseWeekParam, warsawAt } from '../../features/calendar/lib/week';
import { calendarTexts } from '../../features/calendar/texts';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { useSeasons } from '../../features/leagues/api/get-seasons';
import { useTeamsByUserId } from '../../features/users/api/get-teams-by-user-id';
import { shellTexts } from '../texts';
import filterStyles from './filters.module.css';

const ALL = 'all';

/**
 * /calendar (no guard): the week of `?week=yyyy-MM-dd`, else the current one; the season picker
 * jumps to a season's first week (the current one: this week); filtered by `?league={id|all}`
 * (default: the league of the user's team) and `?team={id}`. Logged-in users get live updates
 * from the season and league rooms (topic 'calendar').
 */
export function CalendarRoute() {
  const { userId, canFetch, isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const thisMonday = mondayOf(warsawAt(Date.now()));
  const monday = parseWeekParam(params.get('week')) ?? thisMonday;
  const season = useCurrentSeason({ enabled: canFetch });
  const { leagues } = useCurrentLeagues({ enabled: canFetch });
  const seasons = useSeasons();
  const list = seasons.data ?? [];
  const shownDay = dayKey(monday);
  const shown = list.find(
    (s) =>
      warsawDayOf(new Date(s.startDate)) <= shownDay &&
      shownDay <= warsawDayOf(new Date(s.endDate)),
  );
  const myTeams = useTeamsByUserId(userId, { enabled: canFetch });
  const myTeamIds = (myTeams.data ?? []).map((team) => team.id);
  const myLeague = leagues.find((l) => l.teams.some((team) => myTeamIds.includes(team.id)));
  const leagueParam = params.get('league');
  const leagueId = leagueParam === ALL ? null : (leagueParam ?? myLeague?.id ?? null);
  const league = leagues.find((l) => l.id === leagueId) ?? null;
  const teamId = params.get('team') || null;
  const filter = useMemo(
    () => ({
      leagueId: league?.id ?? null,
      leagueTeamIds: new Set((league?.teams ?? []).map((team) => team.id)),
      teamId,
    }),
    [league, teamId],
  );
  useSocketRooms(
    canFetch
      ? [
          season.data ? rooms.season(season.data.id) : null,
          ...leagues.map((l) => rooms.league(l.id)),
        ]
      : [],
  );
  const set = (values: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(values)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const teams = league ? league.teams : leagues.flatMap((l) => l.teams);
  const f = calendarTexts.filters;

  return (
    <PageFrame
      title={shellTexts.titles.calendar}
      actions={<AddToCalendar target={{}} isLoggedIn={isLoggedIn} />}
    >
      <FilterBar>
        <SeasonPicker
          seasons={list}
          selectedKey={shown?.key ?? null}
          isPending={seasons.isPending}
          error={seasons.error}
          onRetry={() => void seasons.refetch()}
          onSelect={(key) => {
            const picked = list.find((s) => s.key === key);
            if (!picked) return;
            const first = picked.isCurrent ? thisMonday : mondayOf(warsawAt(picked.startDate));
            set({ week: dayKey(first) });
          }}
        />
        {leagues.length > 0 && (
          <>
            <SelectField
              fieldClassName={filterStyles.select}
              label={f.league}
              value={league?.id ?? ALL}
              onChange={(e) => set({ league: e.target.value, team: null })}
              options={[
                { value: ALL, label: f.allLeagues },
                ...leagues.map((l) => ({ value: l.id, label: l.name })),
              ]}
            />
            <SelectField
              fieldClassName={filterStyles.select}
              label={f.team}
              value={teamId ?? ''}
              onChange={(e) => set({ team: e.target.value || null })}
              options={teams.map((team) => ({ value: team.id, label: team.name }))}
              placeholder={f.allTeams}
            />
          </>
        )}
      </FilterBar>
      <WeekCalendar
        monday={monday}
        onWeekChange={(next) => set({ week: dayKey(next) })}
        filter={filter}
      />
    </PageFrame>
  );
}
