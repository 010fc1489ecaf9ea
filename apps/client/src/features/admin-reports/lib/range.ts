import { wallClockAt } from '@liga/contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' of the Warsaw calendar day of an instant. */
export function warsawDay(instant: Date): string {
  const w = wallClockAt(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The same Warsaw calendar day one month earlier (31 March -> 28/29 February). */
export function monthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const lastOfPrev = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  const prev = new Date(Date.UTC(y, m - 2, Math.min(d, lastOfPrev)));
  return `${prev.getUTCFullYear()}-${pad(prev.getUTCMonth() + 1)}-${pad(prev.getUTCDate())}`;
}

export const isDay = (value: string | null): value is string =>
  value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Default range (spec): one month back to today. */
export function defaultRange(now: Date): { from: string; to: string } {
  const to = warsawDay(now);
  return { from: monthBefore(to), to };
}

/** Bounds sent to the server: local Warsaw times without zone (the server reads them so). */
export const rangeBounds = (from: string, to: string) => ({
  StartDate: `${from}T00:00:00`,
  EndDate: `${to}T23:59:59`,
});
