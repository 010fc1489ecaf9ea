import { wallClockAt } from '@liga/contracts';
import { MONTHS_GENITIVE } from '../../../lib/polish-dates';
import { matchesTexts } from '../texts';

const WEEKDAYS_SHORT: readonly string[] = matchesTexts.weekdaysShort;

const pad = (n: number) => String(n).padStart(2, '0');

function valid(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970 ? null : date;
}

/** 'sob., 15 listopada 2025, 18:00' ('Sat, 15 November 2025, 18:00') in Warsaw time; null when missing (callers show 'Brak Daty'). */
export function formatMatchDate(value: string | Date | null | undefined): string | null {
  const date = valid(value);
  if (!date) return null;
  const w = wallClockAt(date);
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  return `${WEEKDAYS_SHORT[weekday]}, ${w.day} ${MONTHS_GENITIVE[w.month - 1]} ${w.year}, ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * '10.08' – a season week's boundary day. Season boundaries are calendar days kept in UTC (the
 * contracts' formatSeasonDay), so the weeks derived from them are read in UTC too.
 */
export function formatShortDay(value: Date): string {
  return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}`;
}
