import type { SeasonDto } from '@liga/contracts';
import { stableId } from '../platform/ids/ids';

/**
 * The league plays two half-year seasons a year (ARCHITECTURE: Seasons and time). These are
 * the only place the season boundaries are written down: autumn from 10 Aug to 15 Jan,
 * spring from 16 Jan to 9 Aug (the spec's season is autumn 2025: 10 Aug 2025 – 15 Jan 2026).
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

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const lastMsBefore = (date: Date) => new Date(date.getTime() - 1);

export function seasonOf(half: SeasonHalf, startYear: number): SeasonPeriod {
  const { autumnStart: a, springStart: s } = SEASON_BOUNDARIES;
  if (half === 'autumn') {
    return {
      key: `${startYear}-autumn`,
      half,
      name: `Sezon jesienny ${startYear}/${startYear + 1}`,
      start: utc(startYear, a.month, a.day),
      end: lastMsBefore(utc(startYear + 1, s.month, s.day)),
    };
  }
  return {
    key: `${startYear}-spring`,
    half,
    name: `Sezon wiosenny ${startYear}`,
    start: utc(startYear, s.month, s.day),
    end: lastMsBefore(utc(startYear, a.month, a.day)),
  };
}

/** The season that contains `instant`. */
export function seasonContaining(instant: Date): SeasonPeriod {
  const year = instant.getUTCFullYear();
  const spring = seasonOf('spring', year);
  if (instant >= spring.start && instant <= spring.end) return spring;
  const autumnThisYear = seasonOf('autumn', year);
  return instant >= autumnThisYear.start ? autumnThisYear : seasonOf('autumn', year - 1);
}

/** The season before `season` (for history). */
export function previousSeason(season: SeasonPeriod): SeasonPeriod {
  return season.half === 'autumn'
    ? seasonOf('spring', season.start.getUTCFullYear())
    : seasonOf('autumn', season.start.getUTCFullYear() - 1);
}

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
