import { DemoCups } from './demo-cups';
import { previousSeason, type SeasonPeriod, seasonContaining } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import { stableId, withStableIds } from '../../platform/ids/ids';
import { seasonSteps } from './demo-challenge-steps';
import { writeAdminSeasonsAndPitches, registerPeople, userIdsOf } from './demo-accounts';
import type { RecordedCommands } from './demo-recorded';
import { DemoCommandRunner, type TimelineProgress } from './demo-runner';
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
    const run = prepare(options);
    run.clockTo(new Date(Math.min(run.seasons[0].start.getTime() - 12 * DAY, run.now.getTime())));
    this.runner = new DemoCommandRunner(this.deps, options.seed, null, options.signal ?? null);
    this.runner.parallel = Math.max(1, options.concurrency ?? 4);
    await this.deps.hold?.pause();
    try {
      return await this.write(this.runner, options, run);
    } finally {
      this.deps.hold?.resume();
    }
  }

  /**
   * Where a first `npm start` (history: 'later') left its marks in the log, by correlation id:
   * `written`, the first pending application of the current season (its last phase, at `now`
   * less a day: the league's "today" of that start); `finished`, the squads of the teams
   * waiting for a league (the history's last phase). Written and not finished: the history
   * was stopped and `resumeHistory` finishes it.
   */
  static marks(
    options: Pick<DemoOptions, 'seed' | 'currentSeason'> & { currentSeason: SeasonPeriod },
  ): {
    written: string;
    finished: string[];
  } {
    const plan = planLeague(
      new Random(options.seed).fork('league'),
      options.currentSeason.start.getUTCFullYear(),
    );
    const correlation = (key: string) => stableId(`demo:${options.seed}:${key}`);
    const applicant = plan.freeAgents.find((a) => a.appliesTo !== null)!;
    return {
      written: correlation(`apply:${applicant.person.key}`),
      finished: plan.awaiting.flatMap((t) => t.players.map((p) => correlation(`join:${p.key}`))),
    };
  }

  /**
   * Finishes the past seasons of a start that was stopped while writing them: the same run as
   * then (`options` with that start's seed, "today" and number of seasons), its people, teams
   * and pitches found in the log (`recorded`), then `writeHistory` from the oldest past
   * season, every command already in the log answered from it instead of sent again. So a
   * half-written season is finished deterministically: its missing steps are sent with the
   * ids, payloads and instants they would have had, and the league equals one never stopped.
   */
  async resumeHistory(options: DemoOptions, recorded: RecordedCommands): Promise<void> {
    const run = prepare(options);
    const runner = new DemoCommandRunner(
      { ...this.deps, hold: undefined },
      options.seed,
      recorded,
      options.signal ?? null,
    );
    runner.parallel = Math.max(1, options.concurrency ?? 4);
    this.runner = runner;
    await this.deps.drain(); // the turns and reports read the tables the last start left
    const { current, plan, now } = run;
    const { admin, pitchIds } = await writeAdminSeasonsAndPitches(
      runner,
      this.deps,
      [current],
      options.admin,
    );
    const userIds = await userIdsOf(runner, plan, now);
    const teams = new DemoTeams(runner, userIds);
    await teams.create(
      plan.leagues.flatMap((l) => l.teams),
      current,
    );
    run.log(`demo: wznowienie, ${runner.skipped} poleceń sezonu ${current.name} już w logu`);
    const slots = new PitchSlots(pitchIds.length);
    const writer = { run, options, admin, pitchIds, userIds, teamIds: teams.ids, slots };
    this.later = { writer, past: run.seasons.slice(0, -1) };
    await this.writeHistory();
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
    const last = this.runner!;
    const runner = last.resuming
      ? last
      : new DemoCommandRunner(
          { ...this.deps, hold: undefined },
          last.seed,
          null,
          writer.options.signal ?? null,
        );
    runner.parallel = last.parallel;
    this.runner = runner;
    const lap = stopwatch();
    for (const [i, season] of past.entries()) {
      const label = `demo: poprzedni sezon ${i + 1} z ${past.length} (${season.name})`;
      const skippedBefore = runner.skipped;
      const waitedBefore = { ms: runner.timings.drains, times: runner.timings.waits };
      log(`${label}: start`);
      // the oldest before its teams are placed; a later one just before its plan and turn
      clockTo(new Date(season.start.getTime() - (i === 0 ? 12 * DAY : 120_000)));
      await withStableIds(`demo:${runner.seed}:season:${season.key}`, () =>
        this.deps.openSeason(season),
      );
      await this.writeSeason(runner, writer, season, i === 0, (line) => log(`${label}: ${line}`));
      const skipped = runner.skipped - skippedBefore;
      const resumed = skipped > 0 ? `, ${skipped} poleceń było już w logu` : '';
      const waited = ((runner.timings.drains - waitedBefore.ms) / 1000).toFixed(1);
      const waits = runner.timings.waits - waitedBefore.times;
      log(
        `${label}: zapisany (${lap()}, z tego ${waited} s czekania na projekcje, ${waits} razy${resumed})`,
      );
    }
    const teams = new DemoTeams(runner, writer.userIds);
    writer.teamIds.forEach((id, key) => teams.ids.set(key, id));
    await this.newTeams(teams, writer.run);
    clockTo(now);
    await runner.drain();
    writer.run.counts.commands += runner.executed;
    log(`demo: ${plan.awaiting.length} drużyn czeka na ligę; poprzednie sezony gotowe (${lap()})`);
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
    progress?: (line: string) => void,
  ): Promise<void> {
    const lap = stopwatch();
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
    progress?.(`drużyny w ligach (${lap()})`);
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
    await runner.runTimeline(steps, clockTo, options.clock, progress && timelineProgress(progress));
    run.log(`demo: ${season.name}: ${fixtures.length} fixtures, ${steps.length} steps`);
  }
}

/** The run `generate` and `resumeHistory` write: its seasons, plan, clock and counts. */
function prepare(options: DemoOptions): DemoRun {
  const { seed, now } = options;
  const current = options.currentSeason ?? seasonContaining(now);
  const seasons: SeasonPeriod[] = [current];
  for (let i = 1; i < (options.seasons ?? 1); i++) seasons.unshift(previousSeason(seasons[0]));
  if (seasons.length > 1 && !options.clock) {
    throw new Error('Past seasons need a movable clock (the seed CLI passes one).');
  }
  const clockTo = (instant: Date) =>
    options.clock?.set(new Date(Math.min(instant.getTime(), now.getTime())));
  const random = new Random(seed);
  const plan = planLeague(random.fork('league'), current.start.getUTCFullYear());
  const counts = emptyCounts(seasons.length, plan);
  const log = options.log ?? (() => undefined);
  return { seasons, current, now, random, log, clockTo, counts, plan };
}

/**
 * A timeline's progress lines: the middle of its days (always: a stop there leaves a
 * half-written season, which the resume test uses), and the day reached every 20 s.
 */
function timelineProgress(line: (text: string) => void): TimelineProgress {
  let last = Date.now();
  return (done, days) => {
    const half = done === Math.ceil(days / 2);
    if (!half && Date.now() - last < 20_000) return;
    last = Date.now();
    line(`${half ? 'połowa terminarza, ' : 'terminarz, '}dzień ${done} z ${days}`);
  };
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
