import { warsawDayOf } from '@liga/contracts';

/** A season's first and last day (Warsaw), and the last one that has begun (today at most). */
export function seasonDays(
  season: { startDate: string; endDate: string },
  now: Date = new Date(),
): { first: string; last: string; lastBegun: string } {
  const first = warsawDayOf(new Date(season.startDate));
  const last = warsawDayOf(new Date(season.endDate));
  const today = warsawDayOf(now);
  return { first, last, lastBegun: today < last ? today : last };
}
