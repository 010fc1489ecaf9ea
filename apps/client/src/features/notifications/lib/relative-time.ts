import { textLocale } from '@liga/contracts';
import { notificationTexts } from '../texts';

const RELATIVE = new Intl.RelativeTimeFormat(textLocale(), { numeric: 'auto' });
const DATE = new Intl.DateTimeFormat(textLocale(), {
  timeZone: 'Europe/Warsaw',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "przed chwilą", "5 minut temu", "3 godziny temu", "wczoraj", then the date ("12 wrz, 18:00"). */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return notificationTexts.justNow;
  if (abs < 3600) return RELATIVE.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return RELATIVE.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return RELATIVE.format(Math.round(seconds / 86_400), 'day');
  return DATE.format(new Date(iso));
}
