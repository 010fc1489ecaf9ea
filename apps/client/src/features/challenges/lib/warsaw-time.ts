/**
 * Wall-clock time in Europe/Warsaw <-> UTC instants (ARCHITECTURE: instants travel in UTC, the
 * client shows Warsaw time). Pure; the offset comes from Intl, so DST changes are handled by the
 * time-zone database, never by a fixed "minus 2 hours".
 */
export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

/** A Warsaw wall-clock moment; month 1–12, weekday 1 (Monday) – 7 (Sunday). */
export interface WarsawParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface WarsawDateParts extends WarsawParts {
  weekday: number;
}

const HOUR_MS = 3_600_000;

let formatter: Intl.DateTimeFormat | null = null;

function warsawFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WARSAW_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

function fieldsAt(instantMs: number): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of warsawFormatter().formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields;
}

/** Warsaw's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function warsawOffsetMs(instantMs: number): number {
  const f = fieldsAt(instantMs);
  const wallMs = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wallMs - Math.floor(instantMs / 1000) * 1000;
}

/** The Warsaw wall-clock parts of an instant (Date, ISO string or epoch milliseconds). */
export function utcToWarsawParts(instant: Date | string | number): WarsawDateParts {
  const ms = new Date(instant).getTime();
  const f = fieldsAt(ms);
  const weekday = new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay();
  return {
    year: f.year,
    month: f.month,
    day: f.day,
    hour: f.hour,
    minute: f.minute,
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/**
 * The UTC instant of a Warsaw wall-clock time. Twice-occurring times (the October change,
 * 02:00–02:59) resolve to the first, summer-time occurrence; times that do not exist (the March
 * change, 02:00–02:59) move forward by the skipped hour, as clocks do (02:30 → 03:30).
 */
export function warsawLocalToUtc(local: WarsawParts): Date {
  const wallMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const candidates = [
    ...new Set([warsawOffsetMs(wallMs - 14 * HOUR_MS), warsawOffsetMs(wallMs + 14 * HOUR_MS)]),
  ].sort((a, b) => b - a);
  const valid = candidates
    .map((offset) => wallMs - offset)
    .filter((instant) => warsawOffsetMs(instant) === wallMs - instant)
    .sort((a, b) => a - b);
  if (valid.length > 0) return new Date(valid[0]);
  // In the spring gap: read the wall time with the offset in force before the change.
  return new Date(wallMs - Math.min(...candidates));
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
