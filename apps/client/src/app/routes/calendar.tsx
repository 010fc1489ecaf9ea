import { rooms } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useSession } from '../../features/auth/hooks/use-session';
import { WeekCalendar } from '../../features/calendar/components/week-calendar';
import { AddToCalendar } from '../../features/calendar-feeds/components/add-to-calendar';
import { dayKey, mondayOf, parseWeekParam, warsawAt } from '../../features/calendar/lib/week';
import { useCurrentSeason } from '../../features/leagues/api/get-current-season';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { shellTexts } from '../texts';

/**
 * /calendar (no guard): the week of `?week=yyyy-MM-dd`, else the current one. Logged-in users
 * get live updates from the season and league rooms (topic 'calendar').
 */
export function CalendarRoute() {
  const { canFetch, isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const monday = parseWeekParam(params.get('week')) ?? mondayOf(warsawAt(Date.now()));
  const season = useCurrentSeason({ enabled: canFetch });
  const { leagues } = useCurrentLeagues({ enabled: canFetch });
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
      <WeekCalendar monday={monday} onWeekChange={(next) => setParams({ week: dayKey(next) })} />
    </PageFrame>
  );
}
