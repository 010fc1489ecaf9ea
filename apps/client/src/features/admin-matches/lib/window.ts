const DAY = 86_400_000;

/**
 * The range of the admin's accepted-match list: a week back (a match that was not played and has
 * no report) to eight weeks ahead, inside the calendar's 62-day limit. Whole UTC days, so the
 * query key stays the same all day.
 */
export function upcomingWindow(now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: new Date(today - 7 * DAY).toISOString(),
    to: new Date(today + 55 * DAY).toISOString(),
  };
}
