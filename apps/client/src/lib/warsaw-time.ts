/**
 * Wall-clock time in Europe/Warsaw <-> UTC instants (ARCHITECTURE: instants travel in UTC, the
 * client shows Warsaw time). Pure; the offset comes from Intl (through the contracts' time
 * helpers), so DST changes follow the time-zone database, never a fixed "minus 2 hours".
 */
import { instantOfLocal, LIGA_TIME_ZONE, wallClockAt, zoneOffsetMs } from '@liga/contracts';

export const WARSAW_TIME_ZONE = LIGA_TIME_ZONE;

/** A Warsaw wall-clock moment; month 1–12. */
export interface WarsawParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** With the weekday: 1 (Monday) – 7 (Sunday). */
export interface WarsawDateParts extends WarsawParts {
  weekday: number;
}

/** Warsaw's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function warsawOffsetMs(instantMs: number): number {
  return zoneOffsetMs(instantMs, WARSAW_TIME_ZONE);
}

/** The Warsaw wall-clock parts of an instant (Date, ISO string or epoch milliseconds). */
export function utcToWarsawParts(instant: Date | string | number): WarsawDateParts {
  const wall = wallClockAt(new Date(instant), WARSAW_TIME_ZONE);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return {
    year: wall.year,
    month: wall.month,
    day: wall.day,
    hour: wall.hour,
    minute: wall.minute,
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/**
 * The UTC instant of a Warsaw wall-clock time (the contracts' conversion, shared with the
 * server). Twice-occurring times (the October change, 02:00–02:59) resolve to the first,
 * summer-time occurrence; times that do not exist (the March change, 02:00–02:59) move forward
 * by the skipped hour, as clocks do (02:30 → 03:30).
 */
export function warsawLocalToUtc(local: WarsawParts): Date {
  return instantOfLocal({ ...local, second: 0 }, WARSAW_TIME_ZONE);
}

/** The Warsaw calendar day `days` after the given one (month/year roll over). */
export function addDays<T extends { year: number; month: number; day: number }>(
  date: T,
  days: number,
): { year: number; month: number; day: number; weekday: number } {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  const weekday = shifted.getUTCDay();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/** The instant of Warsaw midnight at the start of a calendar day. */
export function warsawMidnight(date: { year: number; month: number; day: number }): Date {
  return warsawLocalToUtc({ ...date, hour: 0, minute: 0 });
}

/** Same calendar day (ignores the time). */
export function sameDay(
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Compares calendar days: negative when a is before b. */
export function compareDays(
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' of a Warsaw time. */
export function formatTime(parts: { hour: number; minute: number }): string {
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** 'dd/MM/yyyy HH:mm' (the spec's display of the meeting date control). */
export function formatDateTimeInput(parts: WarsawParts): string {
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year} ${formatTime(parts)}`;
}

/** Reads 'dd/MM/yyyy HH:mm' (also '.' or '-' between date parts); null when not a real time. */
export function parseDateTimeInput(text: string): WarsawParts | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s+(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return { year, month, day, hour, minute };
}
