import { wallClockAt } from '@liga/contracts';
import { MONTHS_GENITIVE } from '../../../lib/polish-dates';

const pad = (n: number) => String(n).padStart(2, '0');

function valid(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970 ? null : date;
}

/** '15 listopada 2026' (day, Polish month name, year) in Warsaw time; null when missing. */
export function formatDay(value: string | null | undefined): string | null {
  const date = valid(value);
  if (!date) return null;
  const w = wallClockAt(date);
  return `${w.day} ${MONTHS_GENITIVE[w.month - 1]} ${w.year}`;
}

/** '18:00' in Warsaw time; null when missing. */
export function formatHour(value: string | null | undefined): string | null {
  const date = valid(value);
  if (!date) return null;
  const w = wallClockAt(date);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** True once the match has started (a report can be filed from then on). */
export const hasStarted = (value: string | null | undefined, now: number) => {
  const date = valid(value);
  return date !== null && date.getTime() <= now;
};
