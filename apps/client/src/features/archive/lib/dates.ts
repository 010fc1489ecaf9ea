const dayFormat = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** A match's day in Warsaw, short: '2 wrz 2025'. */
export const formatMatchDay = (instant: string) => dayFormat.format(new Date(instant));
