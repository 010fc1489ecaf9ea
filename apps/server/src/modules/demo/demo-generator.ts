import { DemoCups } from './demo-cups';
import { previousSeason, type SeasonPeriod, seasonContaining } from '../../config/season-calendar';
import { seasonSteps } from './demo-challenge-steps';
import { writeAdminSeasonsAndPitches, registerPeople } from './demo-accounts';
import { DemoCommandRunner } from './demo-runner';
import { showcase, showcasePlayer } from './demo-showcase';
import { DemoTeams } from './demo-teams';
import {
  DAY,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  type DemoCounts,
  type DemoDependencies,
  type DemoLogin,
  type DemoOptions,
  type DemoResult,
} from './demo-types';
import { PitchSlots, scheduleSeason } from './fixtures';
import { type DemoTeam, type LeaguePlan, planLeague } from './league-plan';
import type { DemoPerson } from './people';
import { DEMO_PITCHES } from './pitches';
import { Random } from './random';

export {
  DEFAULT_DEMO_SEED,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  type DemoDependencies,
  type DemoLogin,
  type DemoOptions,
  type DemoResult,
} from './demo-types';

/** One run of the generator: the seasons it writes and where the league's clock is. */
interface DemoRun {
  seasons: SeasonPeriod[];
  current: SeasonPeriod;
  now: Date;
  random: Random;
  log: (line: string) => void;
  clockTo: (instant: Date) => void;
  counts: DemoCounts;
  plan: LeaguePlan;
}

function emptyCounts(seasons: number, plan: LeaguePlan): DemoCounts {
  return {
    seasons,
    leagues: plan.leagues.length,
    teams: plan.teams.size,
    teamsAwaitingLeague: plan.awaiting.length,
    players: plan.people.length,
    pendingApplications: 0,
    pitches: DEMO_PITCHES.length,
    challenges: 0,
    verifiedResults: 0,
    reportsWaitingForCaptain: 0,
    reportsWaitingForAdmin: 0,
    acceptedWithoutReport: 0,
    acceptedUpcoming: 0,
    pendingChallenges: 0,
    rejectedOrCancelled: 0,
    walkovers: 0,
    commands: 0,
  };
}

/**
 * Builds a living demo league through the real commands (every row of every read table is a
 * projection of the events they append): seasons and leagues, pitches around Kraków, players
 * with avatars, teams with shields and captains, applications, and each season's challenges
 * and reports along a dated timeline. Deterministic from the seed: random choices come from a
 * seeded source, new ids from `withStableIds`, times from `now` (and the clock, when given).
 */
export class DemoGenerator {
  private runner: DemoCommandRunner | null = null;

  constructor(private readonly deps: DemoDependencies) {}

  /** Steps under way (a watchdog's view). */
  get active(): ReadonlySet<string> {
    return this.runner?.active ?? new Set();
  }

  /** Milliseconds spent in commands and in projection drains (printed by the seed CLI). */
  get timings(): { commands: number; drains: number } {
    return this.runner?.timings ?? { commands: 0, drains: 0 };
  }

  async generate(options: DemoOptions): Promise<DemoResult> {
    const { seed, now } = options;
    const current = options.currentSeason ?? seasonContaining(now);
    const seasons: SeasonPeriod[] = [current];
    for (let i = 1; i < (options.seasons ?? 1); i++) seasons.unshift(previousSeason(seasons[0]));
    if (seasons.length > 1 && !options.clock) {
      throw new Error('Past seasons need a movable clock (the seed CLI passes one).');
    }
    const setupAt = new Date(Math.min(seasons[0].start.getTime() - 12 * DAY, now.getTime()));
    const clockTo = (instant: Date) =>
      options.clock?.set(new Date(Math.min(instant.getTime(), now.getTime())));
    clockTo(setupAt);
    const random = new Random(seed);
    const plan = planLeague(random.fork('league'), current.start.getUTCFullYear());
    const counts = emptyCounts(seasons.length, plan);
    const log = options.log ?? (() => undefined);

    this.runner = new DemoCommandRunner(this.deps, seed);
    this.runner.parallel = Math.max(1, options.concurrency ?? 4);
    await this.deps.hold?.pause();
    try {
      const run = { seasons, current, now, random, log, clockTo, counts, plan };
      return await this.write(this.runner, options, run);
    } finally {
      this.deps.hold?.resume();
    }
  }

  private async write(
    runner: DemoCommandRunner,
    options: DemoOptions,
    w: DemoRun,
  ): Promise<DemoResult> {
    const { seasons, current, now, random, log, clockTo, counts, plan } = w;
    const { admin, pitchIds } = await writeAdminSeasonsAndPitches(
      runner,
      this.deps,
      seasons,
      options.admin,
    );
    log(`demo: admin, ${seasons.length} season(s), ${pitchIds.length} pitches`);

    const userIds = await registerPeople(runner, plan, now, random.fork('avatars'));
    log(`demo: ${plan.people.length} players registered`);

    // teams: created by their captains (the requested league: the oldest season's)
    const teams = new DemoTeams(runner, userIds);
    const playing = plan.leagues.flatMap((l) => l.teams);
    await teams.create(playing, seasons[0]);
    log(`demo: ${playing.length} teams with their squads`);

    // seasons, oldest first: league assignment, then the season's timeline
    const captainOf = (teamKey: string) => teams.actorOf(plan.teams.get(teamKey)!.captain);
    const slots = new PitchSlots(pitchIds.length);
    for (const season of seasons) {
      clockTo(new Date(season.start.getTime() - 3 * DAY));
      await teams.assignLeagues(plan, season, admin.userId);
      const leagues = plan.leagues.map((l) => ({ name: l.name, teams: l.teams.map((t) => t.key) }));
      const fixtures = scheduleSeason(
        { season, leagues, legs: options.legs, now, playedShare: 0.5 },
        slots,
        random.fork(`fixtures:${season.key}`),
      );
      if (season === current) showcase(plan, fixtures, now);
      const steps = seasonSteps({
        ...{ runner, season, fixtures, now, plan, teamIds: teams.ids, pitchIds, userIds },
        ...{ adminActor: admin, captainOf, counts, random: random.fork(`reports:${season.key}`) },
      });
      await runner.runTimeline(steps, clockTo, options.clock);
      log(`demo: ${season.name}: ${fixtures.length} fixtures, ${steps.length} steps`);
    }

    // the cups of the current season: a finished winter cup and the league cup in progress
    const cups = await new DemoCups({
      ...{ runner, season: current, now, plan, teamIds: teams.ids, userIds, pitchIds, clockTo },
      ...{ adminActor: admin, captainOf, random: random.fork('cups'), cups: this.deps.cups },
    }).write();
    log(`demo: ${cups.cups} cups, ${cups.matches} cup matches`);

    // lately: new teams waiting for a league, pending applications
    clockTo(new Date(now.getTime() - 3 * DAY));
    await teams.create(plan.awaiting, current);
    clockTo(new Date(now.getTime() - DAY));
    counts.pendingApplications = await teams.pendingApplications(plan);
    clockTo(now);
    await runner.drain();
    counts.commands = runner.executed;
    const account = options.admin ?? { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
    return {
      admin: { email: account.email, password: account.password, name: 'Administrator' },
      ...showcaseLogins(plan),
      counts,
    };
  }
}

/** The demo captain and a player of the first team of Liga 1. */
function showcaseLogins(plan: LeaguePlan): Pick<DemoResult, 'captain' | 'player'> {
  const team = plan.leagues[0].teams[0];
  const player = showcasePlayer(plan);
  const login = (p: DemoPerson, of: DemoTeam): DemoLogin => ({
    email: p.email,
    password: DEMO_PASSWORD,
    name: `${p.firstName} ${p.lastName}`,
    teamName: of.name,
  });
  return { captain: login(team.captain, team), player: login(player, team) };
}
