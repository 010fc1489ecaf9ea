import { instantOfLocal, wallClockAt } from '@liga/contracts';
import type { SeasonPeriod } from '../../config/season-calendar';
import type { Random } from './random';

const HOUR = 3_600_000;
/** A step that is not taken: later than any `now`. */
export const NEVER = new Date(8.64e15);
const DAY = 24 * HOUR;

/** One meeting of two teams of a league: a challenge and, once played, its report. */
export interface Fixture {
  key: string;
  seasonKey: string;
  league: string;
  /** Team keys: the challenger (sender) and the challenged (receiver). */
  sender: string;
  receiver: string;
  date: Date;
  /** Minutes. */
  length: number;
  pitch: number;
  issueAt: Date;
  /** Absent: the challenge stays pending. */
  acceptAt?: Date;
  /** A challenge between the same teams that came to nothing first (Historia). */
  earlier?: {
    decision: 'reject' | 'cancel';
    date: Date;
    pitch: number;
    issueAt: Date;
    decideAt: Date;
  };
  report?: ReportPlan;
  /** Members of both teams say who is coming between these instants (an accepted match ahead). */
  availability?: { from: Date; to: Date };
}

export interface ReportPlan {
  /** Whose captain files it ('sender' or 'receiver' team). */
  by: 'sender' | 'receiver';
  submitAt: Date;
  /** The opposing captain refuses the first filing; it is filed again. */
  rejectedFirst?: { rejectAt: Date; resubmitAt: Date };
  acceptAt?: Date;
  verifyAt?: Date;
  walkover: boolean;
}

/**
 * Kick-off times (Warsaw wall clock) and match slots: 75 minutes apart, matches last 50 or 60
 * minutes, so two matches on one pitch never overlap (the pitch booking constraint).
 */
const WEEKDAY_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [18, 0],
  [19, 15],
  [20, 30],
];
const WEEKEND_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [10, 0],
  [11, 15],
  [12, 30],
  [16, 0],
  [17, 15],
  [18, 30],
];

/** Hands out (pitch, kick-off) pairs so that no pitch is booked twice at one time. */
export class PitchSlots {
  private readonly used = new Set<string>();

  constructor(private readonly pitches: number) {}

  get count(): number {
    return this.pitches;
  }

  /** A free slot on the Warsaw day of `day` (any instant of that day), or null. */
  take(day: Date, random: Random): { date: Date; pitch: number } | null {
    const w = wallClockAt(new Date(day.getTime()));
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
    const slots = weekday === 0 || weekday === 6 ? WEEKEND_SLOTS : WEEKDAY_SLOTS;
    for (const [hour, minute] of random.shuffle(slots)) {
      const start = random.int(0, this.pitches - 1);
      for (let i = 0; i < this.pitches; i++) {
        const pitch = (start + i) % this.pitches;
        const date = instantOfLocal({
          year: w.year,
          month: w.month,
          day: w.day,
          hour,
          minute,
          second: 0,
        });
        const key = `${pitch}:${date.getTime()}`;
        if (this.used.has(key)) continue;
        this.used.add(key);
        return { date, pitch };
      }
    }
    return null;
  }
}

/** Circle-method round robin: rounds of pairs [a, b]; `legs` 2 plays every pair twice. */
export function roundRobin<T>(teams: readonly T[], legs: number): Array<Array<[T, T]>> {
  const list: Array<T | null> = [...teams];
  if (list.length % 2 === 1) list.push(null);
  const n = list.length;
  const rounds: Array<Array<[T, T]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Array<[T, T]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a !== null && b !== null) round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    list.splice(1, 0, list.pop()!);
  }
  const all = [...rounds];
  for (let leg = 1; leg < legs; leg++) {
    all.push(
      ...rounds.map((round) => round.map(([a, b]) => (leg % 2 === 1 ? [b, a] : [a, b]) as [T, T])),
    );
  }
  return all;
}

export interface SeasonSchedule {
  season: SeasonPeriod;
  /** League name -> team keys, in league order. */
  leagues: ReadonlyArray<{ name: string; teams: readonly string[] }>;
  /** Meetings of each pair; undefined: enough for about one match a week. */
  legs?: number;
  /** The instant the league stands at: later steps are not taken (yet). */
  now: Date;
  /** Share of rounds played before `now` when the season is running (0..1). */
  playedShare: number;
}

/**
 * The fixtures of one season, with every step of their life dated: a challenge issued some days
 * before the match and accepted, the report filed after it, accepted by the other captain,
 * verified by an admin. Steps that would lie after `now` are left out, so a running season
 * has recent matches still waiting for a report, a captain or an admin, and future matches
 * accepted or pending. A few walkovers, a few refused reports filed again, and a few challenges
 * refused or withdrawn before the teams agreed.
 */
export function scheduleSeason(
  schedule: SeasonSchedule,
  slots: PitchSlots,
  random: Random,
): Fixture[] {
  const { season, now } = schedule;
  const firstDay = season.start.getTime() + 2 * DAY;
  const lastDay = season.end.getTime() - DAY;
  const running = now.getTime() < season.end.getTime();
  const split = Math.min(Math.max(now.getTime() - 12 * HOUR, firstDay + 7 * DAY), lastDay);
  const fixtures: Fixture[] = [];
  for (const league of schedule.leagues) {
    const weeks = (season.end.getTime() - season.start.getTime()) / (7 * DAY);
    const legs =
      schedule.legs ?? Math.max(2, Math.round(weeks / Math.max(1, league.teams.length - 1)));
    const rounds = roundRobin(random.shuffle(league.teams), legs);
    const played = running ? Math.round(rounds.length * schedule.playedShare) : rounds.length;
    rounds.forEach((round, index) => {
      const past = index < played;
      const [from, to] = past
        ? [firstDay, running ? split : lastDay]
        : [split + 14 * HOUR, lastDay];
      const count = past ? played : rounds.length - played;
      const position = past ? index : index - played;
      // rounds evenly over [from, to]: the first starts at `from`, the last ends at `to`
      const weekLength = Math.max(Math.min((to - from) / Math.max(count, 1), 7 * DAY), DAY);
      const spacing = count > 1 ? (to - from - weekLength) / (count - 1) : 0;
      const weekStart = from + spacing * position;
      round.forEach(([sender, receiver], m) => {
        const days = Math.max(1, Math.floor(weekLength / DAY));
        const offset = random.int(0, days - 1);
        let slot: { date: Date; pitch: number } | null = null;
        for (let attempt = 0; !slot && attempt < days + 14; attempt++) {
          const dayIndex = attempt < days ? (offset + attempt) % days : attempt;
          slot = slots.take(new Date(Math.min(weekStart + dayIndex * DAY, lastDay)), random);
        }
        if (!slot) return;
        fixtures.push(
          lifecycle(
            {
              key: `${season.key}:${league.name}:${index}:${m}`,
              seasonKey: season.key,
              league: league.name,
              sender,
              receiver,
              date: slot.date,
              length: random.pick([50, 60, 60, 60]),
              pitch: slot.pitch,
            },
            season,
            now,
            slots,
            random,
          ),
        );
      });
    });
  }
  return fixtures;
}

type Base = Pick<
  Fixture,
  'key' | 'seasonKey' | 'league' | 'sender' | 'receiver' | 'date' | 'length' | 'pitch'
>;

function lifecycle(
  base: Base,
  season: SeasonPeriod,
  now: Date,
  slots: PitchSlots,
  random: Random,
): Fixture {
  const seasonStart = season.start.getTime() + HOUR;
  const at = (t: number) => new Date(Math.max(t, seasonStart));
  const date = base.date.getTime();
  const daytime = (day: number, fromHour: number, toHour: number) =>
    day + random.int(fromHour * 60, toHour * 60) * 60_000;
  // a challenge is issued 3 to 12 days before the game and accepted within two days
  const issueAt = at(date - random.int(3, 12) * DAY + random.int(-4, 4) * HOUR);
  const acceptAt = new Date(
    Math.min(issueAt.getTime() + random.int(2, 40) * HOUR, date - 6 * HOUR),
  );
  const fixture: Fixture = { ...base, issueAt, acceptAt };
  if (random.chance(0.07)) {
    // first refused or withdrawn: another date, a few days earlier
    const earlierIssue = at(issueAt.getTime() - random.int(2, 6) * DAY);
    const decideAt = new Date(earlierIssue.getTime() + random.int(2, 30) * HOUR);
    // its own slot: a challenge for a pitch and time already booked is refused
    const slot = slots.take(
      new Date(Math.max(date - random.int(1, 3) * DAY, seasonStart + DAY)),
      random,
    );
    if (decideAt < issueAt && slot) {
      fixture.earlier = {
        decision: random.chance(0.6) ? 'reject' : 'cancel',
        date: slot.date,
        pitch: slot.pitch,
        issueAt: earlierIssue,
        decideAt,
      };
    }
  }
  if (date > now.getTime()) {
    // a future match: accepted when the game is close, else often still pending
    const soon = date - now.getTime() < 14 * DAY;
    if (issueAt > now || !soon || acceptAt > now || random.chance(0.3))
      fixture.acceptAt = undefined;
    if (issueAt > now) {
      // not challenged yet, or (rarely) challenged already for a later week
      if (random.chance(0.12)) fixture.issueAt = new Date(now.getTime() - random.int(1, 48) * HOUR);
      else fixture.issueAt = NEVER;
    }
    // an earlier challenge still open when this one is issued would hold the pair of teams
    const earlier = fixture.earlier;
    if (earlier && (earlier.decideAt > now || earlier.decideAt >= fixture.issueAt)) {
      delete fixture.earlier;
    }
    return fixture;
  }
  // played, never reported (a running season only: a finished one has every result verified,
  // which also frees the pair of teams for the return match)
  if (now.getTime() < season.end.getTime() && random.chance(0.02)) return fixture;
  const matchDay = date - (date % DAY);
  const walkover = random.chance(0.03);
  const submitAt = new Date(
    Math.max(date + 3 * HOUR, daytime(matchDay + random.int(0, 1) * DAY, 20, 23)),
  );
  const report: ReportPlan = {
    by: random.chance(0.5) ? 'sender' : 'receiver',
    submitAt,
    walkover,
  };
  let last = submitAt.getTime();
  if (random.chance(0.05)) {
    const rejectAt = daytime(last - (last % DAY) + random.int(1, 2) * DAY, 8, 22);
    const resubmitAt = daytime(rejectAt - (rejectAt % DAY) + DAY, 8, 22);
    report.rejectedFirst = { rejectAt: new Date(rejectAt), resubmitAt: new Date(resubmitAt) };
    last = resubmitAt;
  }
  const acceptReportAt = daytime(last - (last % DAY) + random.int(1, 2) * DAY, 8, 22);
  report.acceptAt = new Date(acceptReportAt);
  const verifyAt = daytime(acceptReportAt - (acceptReportAt % DAY) + random.int(1, 2) * DAY, 9, 21);
  report.verifyAt = new Date(verifyAt);
  fixture.report = report;
  return fixture;
}
