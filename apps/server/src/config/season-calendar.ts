import { instantOfLocal, type SeasonDto, wallClockAt } from '@liga/contracts';
import { stableId } from '../platform/ids/ids';

/**
 * The league plays two half-year seasons a year (ARCHITECTURE: Seasons and time). These are
 * the only place the season boundaries are written down: autumn from 10 Aug to 15 Jan,
 * spring from 16 Jan to 9 Aug (the spec's season is autumn 2025: 10 Aug 2025 – 15 Jan 2026).
 * Boundaries are Warsaw time: a season starts at 00:00 Europe/Warsaw on its first day (16 Jan
 * 2027 starts at 2027-01-15T23:00:00Z, 10 Aug 2026 at 2026-08-09T22:00:00Z). The zone maths is
 * the contracts' Intl-based `instantOfLocal` / `wallClockAt` (daylight saving included), shared
 * with the client, so no time-zone library is needed.
 */
export const SEASON_BOUNDARIES = {
  autumnStart: { month: 8, day: 10 },
  springStart: { month: 1, day: 16 },
} as const;

export type SeasonHalf = 'autumn' | 'spring';

export interface SeasonPeriod {
  key: string;
  half: SeasonHalf;
  name: string;
  start: Date;
  /** Last instant of the season (inclusive). */
  end: Date;
}

/** 00:00 Europe/Warsaw on the given calendar day. */
const warsawMidnight = (year: number, month: number, day: number) =>
  instantOfLocal({ year, month, day, hour: 0, minute: 0, second: 0 });
const lastMsBefore = (date: Date) => new Date(date.getTime() - 1);

export function seasonOf(half: SeasonHalf, startYear: number): SeasonPeriod {
  const { autumnStart: a, springStart: s } = SEASON_BOUNDARIES;
  if (half === 'autumn') {
    return {
      key: `${startYear}-autumn`,
      half,
      name: `Sezon jesienny ${startYear}/${startYear + 1}`,
      start: warsawMidnight(startYear, a.month, a.day),
      end: lastMsBefore(warsawMidnight(startYear + 1, s.month, s.day)),
    };
  }
  return {
    key: `${startYear}-spring`,
    half,
    name: `Sezon wiosenny ${startYear}`,
    start: warsawMidnight(startYear, s.month, s.day),
    end: lastMsBefore(warsawMidnight(startYear, a.month, a.day)),
  };
}

/** The season that contains `instant`. */
export function seasonContaining(instant: Date): SeasonPeriod {
  const { year } = wallClockAt(instant);
  const spring = seasonOf('spring', year);
  if (instant >= spring.start && instant <= spring.end) return spring;
  const autumnThisYear = seasonOf('autumn', year);
  return instant >= autumnThisYear.start ? autumnThisYear : seasonOf('autumn', year - 1);
}

/** The season before `season` (for history). */
export function previousSeason(season: SeasonPeriod): SeasonPeriod {
  return season.half === 'autumn'
    ? seasonOf('spring', startYearOf(season))
    : seasonOf('autumn', startYearOf(season) - 1);
}

/** The season after `season` (the turn). */
export function nextSeason(season: SeasonPeriod): SeasonPeriod {
  return season.half === 'autumn'
    ? seasonOf('spring', startYearOf(season) + 1)
    : seasonOf('autumn', startYearOf(season));
}

/** The calendar year (Warsaw) the season starts in. */
export const startYearOf = (season: Pick<SeasonPeriod, 'key'>) => Number(season.key.slice(0, 4));

export function seasonId(season: Pick<SeasonPeriod, 'key'>): string {
  return stableId(`season:${season.key}`);
}

export function toSeasonDto(season: SeasonPeriod): SeasonDto {
  return {
    id: seasonId(season),
    name: season.name,
    startDate: season.start.toISOString(),
    endDate: season.end.toISOString(),
  };
}
