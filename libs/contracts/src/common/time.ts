/**
 * Time on the wire (ARCHITECTURE: Seasons and time): instants are stored and sent in UTC; the
 * client shows them in Europe/Warsaw time. Some calls (the calendar) send local date-times
 * without a zone; those are Warsaw wall-clock times, converted here with Intl, so the result
 * is right on both sides of a daylight-saving change.
 */
export const LIGA_TIME_ZONE = 'Europe/Warsaw';

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone = LIGA_TIME_ZONE): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Offset of `timeZone` from UTC at `epochMs`, in ms (Warsaw: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(epochMs: number, timeZone = LIGA_TIME_ZONE): number {
  const w = wallClockAt(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows the given local time. Like
 * Temporal's 'compatible' disambiguation: a time that occurs twice (autumn, clocks go back)
 * is its earlier occurrence; a time that does not exist (spring gap) moves forward by the gap.
 */
export function instantOfLocal(local: WallClock & { ms?: number }, timeZone = LIGA_TIME_ZONE) {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.ms ?? 0,
  );
  const DAY = 86_400_000;
  const before = zoneOffsetMs(wall - DAY, timeZone);
  const after = zoneOffsetMs(wall + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => wall - zoneOffsetMs(t, timeZone) === t)
    .sort((a, b) => a - b);
  return new Date(candidates.length > 0 ? candidates[0] : wall - before);
}

/**
 * Reads an instant sent by a client: an ISO date-time with `Z` or an offset, or a local
 * date(-time) without zone read as Europe/Warsaw time. Anything else (or an impossible date
 * such as 31 February) gives null.
 */
export function instantFromInput(value: unknown, timeZone = LIGA_TIME_ZONE): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (WITH_ZONE.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) || !sameCalendarDay(text) ? null : date;
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((p) => Number(p ?? 0));
  const ms = Number(((m[7] ?? '') + '000').slice(0, 3));
  if (!validLocal(year, month, day, hour, minute, second)) return null;
  return instantOfLocal({ year, month, day, hour, minute, second, ms }, timeZone);
}

function validLocal(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCDate() === d && probe.getUTCMonth() === mo - 1;
}

/** `new Date('2025-02-31T10:00Z')` rolls over in some engines; refuse such days. */
function sameCalendarDay(text: string): boolean {
  const [y, mo, d] = text.slice(0, 10).split('-').map(Number);
  const [h, mi] = text.slice(11, 16).split(':').map(Number);
  return validLocal(y, mo, d, h, mi, 0);
}
