import { inLanguage } from '@liga/contracts';
import { formatTime, utcToWarsawParts, type WarsawDateParts } from './warsaw-time';

/**
 * Day and month names of the page's language (issue 19: English pages say 'Saturday,
 * 15 November 2025, 18:00'), written out so the output does not depend on the browser's ICU
 * data. The time is Warsaw time in both languages.
 */
const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Polish names, written out so the output does not depend on the browser's ICU data. */
const PL_WEEKDAYS = [
  'poniedziałek',
  'wtorek',
  'środa',
  'czwartek',
  'piątek',
  'sobota',
  'niedziela',
] as const;

/** Month names as in a date ("15 listopada"). */
const PL_MONTHS_GENITIVE = [
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
const PL_MONTHS_NOMINATIVE = [
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

/** 'poniedziałek' … 'niedziela' ('Monday' … 'Sunday'). */
export const WEEKDAYS_LONG: readonly string[] = inLanguage<readonly string[]>(
  PL_WEEKDAYS,
  EN_WEEKDAYS,
);
/** Month names as in a date: '15 listopada' ('15 November'). */
export const MONTHS_GENITIVE: readonly string[] = inLanguage<readonly string[]>(
  PL_MONTHS_GENITIVE,
  EN_MONTHS,
);
/** Month names on their own: 'listopad 2025' ('November 2025'). */
export const MONTHS_NOMINATIVE: readonly string[] = inLanguage<readonly string[]>(
  PL_MONTHS_NOMINATIVE,
  EN_MONTHS,
);

function partsOf(instant: Date | string | WarsawDateParts): WarsawDateParts {
  return instant instanceof Date || typeof instant === 'string'
    ? utcToWarsawParts(instant)
    : instant;
}

/** 'sobota, 15 listopada 2025, 18:00' ('Saturday, 15 November 2025, 18:00') in Warsaw time. */
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
