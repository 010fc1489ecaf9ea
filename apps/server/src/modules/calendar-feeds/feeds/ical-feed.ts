import { CALENDAR_FEED_TEXTS as T, LIGA_TIME_ZONE } from '@liga/contracts';
import ical, { ICalEventStatus } from 'ical-generator';

/** One match as a calendar shows it. */
export interface FeedMatch {
  id: string;
  startsAt: Date;
  lengthMinutes: number;
  status: 'CONFIRMED' | 'CANCELLED';
  sequence: number;
  changedAt: Date;
  home: string;
  away: string;
  league: string | null;
  pitch: { name: string; latitude: number; longitude: number } | null;
  senderGoals: number | null;
  receiverGoals: number | null;
  note: string | null;
}

/** The UID of a match in every feed and download: stable for the match's whole life. */
export const matchUid = (matchId: string, host: string) => `match-${matchId}@${host}`;

/** Monday (yyyy-MM-dd, Warsaw) of the week of `date`: the calendar page's `?week=`. */
function weekOf(date: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: LIGA_TIME_ZONE }).format(date);
  const monday = new Date(`${day}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * An RFC 5545 calendar of matches, made with ical-generator (chosen over hand-writing: it
 * escapes text, folds long lines and formats every property): a stable UID, SEQUENCE, STATUS
 * (CANCELLED for a cancelled match), the pitch as LOCATION and GEO, the league and the result
 * in DESCRIPTION. DTSTART, DTEND and DTSTAMP are UTC instants ("…Z"), which RFC 5545 allows
 * and every calendar shows in its own zone: a local Warsaw time with TZID would be ambiguous
 * in the hour the October change repeats (02:00–03:00 happens twice), and parsers disagree
 * on which occurrence it means; an instant is never ambiguous.
 */
export function buildCalendar(
  name: string,
  matches: readonly FeedMatch[],
  options: { baseUrl: string; host: string },
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Liga', product: 'Liga', language: 'PL' },
    ttl: 3600,
  });
  for (const m of matches) {
    const result =
      m.senderGoals !== null && m.receiverGoals !== null
        ? T.result(m.senderGoals, m.receiverGoals)
        : null;
    const description = [
      T.description(m.league, result),
      m.status === 'CANCELLED' ? T.cancelled(m.note) : null,
    ]
      .filter(Boolean)
      .join('\n');
    calendar.createEvent({
      id: matchUid(m.id, options.host),
      sequence: m.sequence,
      stamp: m.changedAt,
      start: m.startsAt,
      end: new Date(m.startsAt.getTime() + m.lengthMinutes * 60_000),
      summary: T.summary(m.home, m.away),
      description,
      location: m.pitch
        ? { title: m.pitch.name, geo: { lat: m.pitch.latitude, lon: m.pitch.longitude } }
        : null,
      status: m.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: `${options.baseUrl}/calendar?week=${weekOf(m.startsAt)}`,
    });
  }
  return calendar.toString();
}
