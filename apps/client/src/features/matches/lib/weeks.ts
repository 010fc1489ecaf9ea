/**
 * Season weeks (spec section 4): consecutive 7-day ranges from the season's start, named
 * 'Tydzień N'; three weeks per filter button, named 'first - last'. Pure.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
export const WEEKS_PER_GROUP = 3;

export interface SeasonWeek {
  /** 1-based. */
  number: number;
  start: Date;
  /** Last millisecond of the week (the reports call takes inclusive bounds). */
  end: Date;
}

export interface WeekGroup {
  /** 0-based, the `group` query parameter. */
  index: number;
  weeks: SeasonWeek[];
  /** 'first - last' week numbers ('1 - 3'). */
  label: string;
}

/** Every week from the season's start until the week that contains its end. */
export function seasonWeeks(seasonStart: string | Date, seasonEnd: string | Date): SeasonWeek[] {
  const start = new Date(seasonStart).getTime();
  const end = new Date(seasonEnd).getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
  const weeks: SeasonWeek[] = [];
  for (let from = start, n = 1; from <= end; from += WEEK_MS, n++) {
    weeks.push({ number: n, start: new Date(from), end: new Date(from + WEEK_MS - 1) });
  }
  return weeks;
}

export function weekGroups(weeks: readonly SeasonWeek[], size = WEEKS_PER_GROUP): WeekGroup[] {
  const groups: WeekGroup[] = [];
  for (let i = 0; i < weeks.length; i += size) {
    const slice = weeks.slice(i, i + size);
    const first = slice[0].number;
    const last = slice[slice.length - 1].number;
    groups.push({ index: groups.length, weeks: slice, label: `${first} - ${last}` });
  }
  return groups;
}

/** The group whose weeks contain `now`, or null (before or after the season). */
export function groupContaining(groups: readonly WeekGroup[], now: Date): number | null {
  const t = now.getTime();
  const found = groups.find((g) =>
    g.weeks.some((w) => t >= w.start.getTime() && t <= w.end.getTime()),
  );
  return found ? found.index : null;
}
