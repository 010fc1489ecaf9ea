import type { FixtureDto } from '@liga/contracts';
import { utcToWarsawParts } from '../../../lib/warsaw-time';

export interface FixtureDay {
  /** 'YYYY-MM-DD' in Warsaw. */
  key: string;
  fixtures: FixtureDto[];
}

export const dayKey = (instant: Date | string): string => {
  const p = utcToWarsawParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/** Fixtures grouped by their Warsaw day, in time order (the input comes sorted by start). */
export function groupByDay(fixtures: readonly FixtureDto[]): FixtureDay[] {
  const days: FixtureDay[] = [];
  for (const fixture of fixtures) {
    const key = dayKey(fixture.date);
    const last = days[days.length - 1];
    if (last && last.key === key) last.fixtures.push(fixture);
    else days.push({ key, fixtures: [fixture] });
  }
  return days;
}

/** The day to scroll to: today if it has matches, else the first day after it, else the last. */
export function dayToShow(days: readonly FixtureDay[], now: Date): string | null {
  if (days.length === 0) return null;
  const today = dayKey(now);
  return (days.find((d) => d.key >= today) ?? days[days.length - 1]).key;
}

/** OpenStreetMap at the pitch (a link: the map opens in a new tab). */
export function mapLink(position: { latitude: number; longitude: number }): string {
  const { latitude: lat, longitude: lon } = position;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
