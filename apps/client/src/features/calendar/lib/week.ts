import { addDays, utcToWarsawParts, warsawMidnight } from '../../../lib/warsaw-time';

/** A calendar day in Warsaw; weekday 1 (Monday) – 7 (Sunday). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const dayOf = (year: number, month: number, day: number): CalendarDay =>
  addDays({ year, month, day }, 0);

/** The Warsaw calendar day and time of an instant. */
export const warsawAt = utcToWarsawParts;

/** The Monday of the week a day belongs to (weeks run Monday to Sunday). */
export const mondayOf = (day: CalendarDay) => addDays(day, 1 - day.weekday);

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: CalendarDay) =>
  Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** `[start, end)` of the week as UTC instants of the Warsaw midnights (DST-safe). */
export function weekBounds(monday: CalendarDay): { startDate: string; endDate: string } {
  return {
    startDate: warsawMidnight(monday).toISOString(),
    endDate: warsawMidnight(addDays(monday, 7)).toISOString(),
  };
}

/** 'yyyy-MM-dd' — the `week` query parameter and a stable key of a day. */
export const dayKey = (day: { year: number; month: number; day: number }) =>
  `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** The Monday of the week named by `?week=yyyy-MM-dd` (any day of it), or null. */
export function parseWeekParam(value: string | null): CalendarDay | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const parsed = dayOf(year, month, day);
  if (parsed.month !== month || parsed.day !== day) return null;
  return mondayOf(parsed);
}

/** Groups items by the Warsaw day of their start, each day sorted by time. */
export function groupByDay<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  for (const item of sorted) {
    const key = dayKey(warsawAt(item.date));
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** 'listopad 2025', or 'październik – listopad 2025' / 'grudzień 2025 – styczeń 2026'. */
export function monthTitle(monday: CalendarDay, months: readonly string[]): string {
  const sunday = addDays(monday, 6);
  if (monday.month === sunday.month) return `${months[monday.month - 1]} ${monday.year}`;
  if (monday.year === sunday.year)
    return `${months[monday.month - 1]} – ${months[sunday.month - 1]} ${sunday.year}`;
  return `${months[monday.month - 1]} ${monday.year} – ${months[sunday.month - 1]} ${sunday.year}`;
}
