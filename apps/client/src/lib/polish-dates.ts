import { formatTime, utcToWarsawParts, type WarsawDateParts } from './warsaw-time';

/** Polish names, written out so the output does not depend on the browser's ICU data. */
export const WEEKDAYS_LONG = [
  'poniedziałek',
  'wtorek',
  'środa',
  'czwartek',
  'piątek',
  'sobota',
  'niedziela',
] as const;

/** Month names as in a date ("15 listopada"). */
export const MONTHS_GENITIVE = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;

/** Month names on their own ("listopad 2025"). */
export const MONTHS_NOMINATIVE = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const;

function partsOf(instant: Date | string | WarsawDateParts): WarsawDateParts {
  return instant instanceof Date || typeof instant === 'string'
    ? utcToWarsawParts(instant)
    : instant;
}

/** 'sobota, 15 listopada 2025, 18:00' in Warsaw time. */
export function formatLongDateTime(instant: Date | string | WarsawDateParts): string {
  const p = partsOf(instant);
  return `${WEEKDAYS_LONG[p.weekday - 1]}, ${p.day} ${MONTHS_GENITIVE[p.month - 1]} ${p.year}, ${formatTime(p)}`;
}

/** '15 listopada 2025' in Warsaw time. */
export function formatLongDate(instant: Date | string | WarsawDateParts): string {
  const p = partsOf(instant);
  return `${p.day} ${MONTHS_GENITIVE[p.month - 1]} ${p.year}`;
}

/** A date that may be missing or unreadable: the long form, else null (callers show 'Brak Daty'). */
export function tryFormatLongDateTime(value: string | null | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatLongDateTime(value);
}
