/** Limits of the archive's calls. */
export const ARCHIVE_RULES = {
  /** Rows per records list by default, and at most. */
  recordsLimit: 10,
  recordsLimitMax: 50,
  /** Rated matches a keeper needs to enter the best-average list, by default and bounds. */
  minKeeperMatches: 10,
  minKeeperMatchesMax: 500,
} as const;

/** A calendar day as the table on a day takes it: `YYYY-MM-DD`. */
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
