import { rooms, warsawDayOf } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { FilterBar } from '../../components/ui/filter-bar';
import { SeasonPicker } from '../../components/ui/season-picker';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { WeekCalendar } from '../../features/calendar/components/week-calendar';
import { AddToCalendar } from '../../features/calendar-feeds/components/add-to-calendar';
import { dayKey, mondayOf, parseWeekParam, warsawAt } from '../../features/calendar/lib/week';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { useSeasons } from '../../features/leagues/api/get-seasons';
import { shellTexts } from '../texts';

/**
 * /calendar (no guard): the week of `?week=yyyy-MM-dd`, else the current one; the season picker
 * jumps to a season's first week (the current one: this week). Logged-in users get live updates
 * from the season and league rooms (topic 'calendar').
 */
export function CalendarRoute() {
  const { canFetch, isLoggedIn } = useSession();
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
  useSocketRooms(
    canFetch
      ? [
          season.data ? rooms.season(season.data.id) : null,
          ...leagues.map((league) => rooms.league(league.id)),
        ]
      : [],
  );

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
            setParams({ week: dayKey(first) });
          }}
        />
      </FilterBar>
      <WeekCalendar monday={monday} onWeekChange={(next) => setParams({ week: dayKey(next) })} />
    </PageFrame>
  );
}
