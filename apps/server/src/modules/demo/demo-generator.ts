import { DemoCups } from './demo-cups';
import { previousSeason, type SeasonPeriod, seasonContaining } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { withStableIds } from '../../platform/ids/ids';
import { seasonSteps } from './demo-challenge-steps';
import { writeAdminSeasonsAndPitches, registerPeople } from './demo-accounts';
import { DemoCommandRunner } from './demo-runner';
import { showcase, showcasePlayer } from './demo-showcase';
import { type SeasonLeague, plannedLeagues, turnIntoSeason } from './demo-season-turn';
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

/** What the seasons of a run are written with, once the people, teams and pitches exist. */
interface SeasonWriter {
  run: DemoRun;
  options: DemoOptions;
  admin: Principal;
  pitchIds: string[];
  userIds: Map<string, string>;
  teamIds: Map<string, string>;
  slots: PitchSlots;
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

/** Seconds since the last call (the phases' timings in the log). */
function stopwatch(): () => string {
  let last = Date.now();
  return () => {
    const now = Date.now();
    const seconds = ((now - last) / 1000).toFixed(1);
    last = now;
    return `${seconds} s`;
  };
}

/**
 * Builds a living demo league through the real commands (every row of every read table is a
 * projection of the events they append): seasons and leagues, pitches around Kraków, players
 * with avatars, teams with shields and captains, applications, and each season's challenges
 * and reports along a dated timeline; between past seasons the admin confirms the season plan
 * and the turn promotes and relegates. Deterministic from the seed: random choices come from a
 * seeded source, new ids from `withStableIds`, times from `now` (and the clock, when given).
 */
export class DemoGenerator {
  private runner: DemoCommandRunner | null = null;
  /** The past seasons `writeHistory` still has to write (history: 'later'). */
  private later: { writer: SeasonWriter; past: SeasonPeriod[] } | null = null;

  constructor(private readonly deps: DemoDependencies) {}

  /** Steps under way (a watchdog's view). */
  get active(): ReadonlySet<string> {
    return this.runner?.active ?? new Set();
  }

  /** Milliseconds spent in commands and in projection drains (printed by the seed CLI). */
  get timings(): { commands: number; drains: number } {
    return this.runner?.timings ?? { commands: 0, drains: 0 };
  }

  /** Past seasons left for `writeHistory`. */
  get pastSeasonsLeft(): number {
    return this.later?.past.length ?? 0;
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
    const { seasons, current, now, log, clockTo, counts, plan } = w;
    const lap = stopwatch();
    const later = options.history === 'later' && seasons.length > 1;
    const written = later ? [current] : seasons;
    const { admin, pitchIds } = await writeAdminSeasonsAndPitches(
      runner,
      this.deps,
      written,
      options.admin,
    );
    log(`demo: admin, ${written.length} season(s), ${pitchIds.length} pitches (${lap()})`);

    const userIds = await registerPeople(runner, plan, now, w.random.fork('avatars'));
    log(`demo: ${plan.people.length} players registered (${lap()})`);

    // teams: created by their captains (the requested league: the first season written's)
    const teams = new DemoTeams(runner, userIds);
    const playing = plan.leagues.flatMap((l) => l.teams);
    await teams.create(playing, written[0]);
    log(`demo: ${playing.length} teams with their squads (${lap()})`);

    const writer: SeasonWriter = {
      run: w,
      options,
      admin,
      pitchIds,
      userIds,
      teamIds: teams.ids,
      slots: new PitchSlots(pitchIds.length),
    };
    // seasons, oldest first: league placement (the first by the admin, then the turns), then
    // the season's timeline
    for (const [i, season] of written.entries()) {
      await this.writeSeason(runner, writer, season, i === 0);
      log(`demo: ${season.name} written (${lap()})`);
    }

    // the cups of the current season: a finished winter cup and the league cup in progress
    const captainOf = (teamKey: string) => teams.actorOf(plan.teams.get(teamKey)!.captain);
    const cups = await new DemoCups({
      ...{ runner, season: current, now, plan, teamIds: teams.ids, userIds, pitchIds, clockTo },
      ...{ adminActor: admin, captainOf, random: w.random.fork('cups'), cups: this.deps.cups },
    }).write();
    log(`demo: ${cups.cups} cups, ${cups.matches} cup matches (${lap()})`);

    // lately: new teams waiting for a league (after the history: a plan would place them),
    // pending applications
    if (later) this.later = { writer, past: seasons.slice(0, -1) };
    else await this.newTeams(teams, w);
    clockTo(new Date(now.getTime() - DAY));
    counts.pendingApplications = await teams.pendingApplications(plan);
    clockTo(now);
    await runner.drain();
    log(`demo: ${counts.pendingApplications} pending applications, projections drained (${lap()})`);
    counts.commands = runner.executed;
    const account = options.admin ?? { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
    return {
      admin: { email: account.email, password: account.password, name: 'Administrator' },
      ...showcaseLogins(plan),
      counts,
    };
  }

  /**
   * history: 'later': the past seasons, oldest first, each opened as its turn comes (pages list
   * it once it is there), then the teams waiting for a league. The projections keep following
   * the log meanwhile (no hold: the portal serves), so this runs beside live requests; the
   * caller runs it in its own simulated time (the clock given to `generate`).
   */
  async writeHistory(): Promise<void> {
    const later = this.later;
    if (!later) return;
    this.later = null;
    const { writer, past } = later;
    const { log, clockTo, now, plan } = writer.run;
    const runner = new DemoCommandRunner({ ...this.deps, hold: undefined }, this.runner!.seed);
    runner.parallel = this.runner!.parallel;
    this.runner = runner;
    const lap = stopwatch();
    for (const [i, season] of past.entries()) {
      // the oldest before its teams are placed; a later one just before its plan and turn
      clockTo(new Date(season.start.getTime() - (i === 0 ? 12 * DAY : 120_000)));
      await withStableIds(`demo:${runner.seed}:season:${season.key}`, () =>
        this.deps.openSeason(season),
      );
      await this.writeSeason(runner, writer, season, i === 0);
      log(`demo history: ${season.name} written, ${i + 1} of ${past.length} (${lap()})`);
    }
    const teams = new DemoTeams(runner, writer.userIds);
    writer.teamIds.forEach((id, key) => teams.ids.set(key, id));
    await this.newTeams(teams, writer.run);
    clockTo(now);
    await runner.drain();
    writer.run.counts.commands += runner.executed;
    log(`demo history: ${plan.awaiting.length} teams waiting for a league (${lap()})`);
  }

  /** Lately created teams, waiting for an admin to place them. */
  private async newTeams(teams: DemoTeams, w: DemoRun): Promise<void> {
    w.clockTo(new Date(w.now.getTime() - 3 * DAY));
    await teams.create(w.plan.awaiting, w.current);
  }

  /** One season: its teams placed (by the admin when `byHand`, else by the turn), its timeline. */
  private async writeSeason(
    runner: DemoCommandRunner,
    writer: SeasonWriter,
    season: SeasonPeriod,
    byHand: boolean,
  ): Promise<void> {
    const { run, options, admin, pitchIds, userIds, teamIds, slots } = writer;
    const { current, now, random, clockTo, counts, plan } = run;
    byHand ||= season === current || options.turns === false;
    const teams = new DemoTeams(runner, userIds);
    teamIds.forEach((id, key) => teams.ids.set(key, id));
    let leagues: SeasonLeague[];
    if (byHand) {
      clockTo(new Date(season.start.getTime() - 3 * DAY));
      await teams.assignLeagues(plan, season, admin.userId);
      leagues = plannedLeagues(plan);
    } else {
      const turn = { season, admin, plan, teamIds, clockTo };
      leagues = await turnIntoSeason(runner, this.deps, turn);
    }
    const fixtures = scheduleSeason(
      { season, leagues, legs: options.legs, now, playedShare: 0.5 },
      slots,
      random.fork(`fixtures:${season.key}`),
    );
    if (season === current) showcase(plan, fixtures, now);
    const captainOf = (teamKey: string) => teams.actorOf(plan.teams.get(teamKey)!.captain);
    const steps = seasonSteps({
      ...{ runner, season, fixtures, now, plan, teamIds, pitchIds, userIds },
      ...{ adminActor: admin, captainOf, counts, random: random.fork(`reports:${season.key}`) },
    });
    await runner.runTimeline(steps, clockTo, options.clock);
    run.log(`demo: ${season.name}: ${fixtures.length} fixtures, ${steps.length} steps`);
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
