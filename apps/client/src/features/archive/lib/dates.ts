import { textLocale } from '@liga/contracts';

const dayFormat = new Intl.DateTimeFormat(textLocale(), {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** A match's day in Warsaw, short: '2 wrz 2025' ('2 Sept 2025'). */
export const formatMatchDay = (instant: string) => dayFormat.format(new Date(instant));
