import { instantOfLocal, wallClockAt } from '../common/time';

/**
 * Calendar days of the league (Europe/Warsaw) written `YYYY-MM-DD`: the table on a day and the
 * rounds (weeks) of a season are counted in them, whatever the daylight-saving time.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The Warsaw day that `instant` falls on. */
export function warsawDayOf(instant: Date): string {
  const w = wallClockAt(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** 00:00 Warsaw at the start of `day`. */
export function startOfWarsawDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return instantOfLocal({ year, month, day: date, hour: 0, minute: 0, second: 0 });
}

/** The end of `day` in Warsaw: 00:00 of the next day (exclusive bound). */
export const endOfWarsawDay = (day: string): Date => startOfWarsawDay(addDays(day, 1));

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** `2025-10-31` → `31.10.2025` (Polish order). */
export function polishDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
