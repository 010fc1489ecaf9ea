import type { CommandBus } from '@nestjs/cqrs';
import {
  AVATAR_SIZE,
  createChallengeSchema,
  createPitchSchema,
  createTeamSchema,
  matchReportPayloadSchema,
  registerUserSchema,
} from '@liga/contracts';
import { previousSeason, type SeasonPeriod, seasonContaining } from '../../config/season-calendar';
import type { Principal } from '../../platform/auth/principal';
import type { EventContext } from '../../platform/event-store/event-types';
import { stableId, withStableIds } from '../../platform/ids/ids';
import { toSquarePng } from '../../platform/images/square-png';
import { leagueIdFor } from '../leagues/commands/ensure-current-season';
import { DecideChallengeCommand } from '../matches/commands/decide-challenge.handler';
import { IssueChallengeCommand } from '../matches/commands/issue-challenge.handler';
import { RunPitchCommand } from '../pitches/commands/pitch-command.handler';
import { AcceptReportCommand } from '../reports/commands/accept-report.handler';
import { RejectReportCommand } from '../reports/commands/reject-report.handler';
import { VerifyReportCommand } from '../reports/commands/verify-report.handler';
import { SubmitReportCommand } from '../reports/commands/submit-report.handler';
import { AssignTeamToLeagueCommand } from '../teams/commands/assign-team-to-league.handler';
import { CreateTeamCommand } from '../teams/commands/create-team.handler';
import { HandleApplicationCommand } from '../teams/commands/handle-application.handler';
import { SubmitApplicationCommand } from '../teams/commands/submit-application.handler';
import { hashPassword } from '../users/auth/password-hasher';
import { ChangeAvatarCommand } from '../users/commands/change-avatar.handler';
import { RegisterUserCommand } from '../users/commands/register-user.handler';
import { type Fixture, PitchSlots, scheduleSeason } from './fixtures';
import { avatarPng, shieldPng } from './images';
import { type DemoTeam, type LeaguePlan, planLeague } from './league-plan';
import type { DemoPerson } from './people';
import { DEMO_PITCHES } from './pitches';
import { Random } from './random';
import { inParallel } from './timeline-clock';
import { reportPayload, type ReportSide } from './reports';

const REPORT_DECISIONS = {
  accept: AcceptReportCommand,
  reject: RejectReportCommand,
  verify: VerifyReportCommand,
};

/** Every demo account's password (the admin's too, unless it existed before). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ADMIN_EMAIL = 'admin@liga.local';
export const DEFAULT_DEMO_SEED = 2026;

const DAY = 86_400_000;

/**
 * The read tables a season's commands read that the season itself changes: deciding a report
 * looks its match up in the reports projection's index. (Squads, captains and league places,
 * read by challenges and reports too, change only between seasons, after a full drain.) So
 * between simulated days only this projection catches up; the others follow at the end of
 * the season, in big batches instead of a few events a day.
 */
const READ_BY_THE_TIMELINE = ['reports'];

/** What the generator uses of the app: the command bus and a few start-up services. */
export interface DemoDependencies {
  commands: CommandBus;
  /** Opens a season and its leagues (EnsureCurrentSeason.run). */
  openSeason: (season: SeasonPeriod) => Promise<void>;
  /** Makes sure an admin account exists (EnsureAdminAccount.ensure); returns its id. */
  ensureAdmin: (email: string, password: string) => Promise<string>;
  /**
   * Applies everything appended so far to the read tables (the projection daemon); with
   * `only`, to those projections' tables alone (the others may stay behind).
   */
  drain: (only?: readonly string[]) => Promise<void>;
  /**
   * Projections catch up only at `drain` while the league is written (one batch per drain
   * instead of a wake-up per append); `resume` lets them follow the log again.
   */
  hold?: { pause(): Promise<void>; resume(): void };
}

export interface DemoOptions {
  seed: number;
  /** The league's "today": matches before it are played, after it are to come. */
  now: Date;
  /** The current season (default: the one containing `now`). */
  currentSeason?: SeasonPeriod;
  /** 1 = the current season only; N adds N-1 finished seasons of history before it. */
  seasons?: number;
  /** How many times each pair meets in a season (default: at least home and away, about a match a week). */
  legs?: number;
  /**
   * Moves the app's clock along the simulated timeline (tests, the seed CLI), so events carry
   * the time they would have happened at and a past season is current while it is written.
   * Without it every command runs at the real time (`npm start`); past seasons need it.
   */
  clock?: {
    set(instant: Date): void;
    /** Runs one step at its own instant (TimelineClock): steps may then run concurrently. */
    at?<T>(instant: Date, work: () => Promise<T>): Promise<T>;
  };
  /** Commands in flight at once on independent streams (default 4). */
  concurrency?: number;
  /** The acting admin (default admin@liga.local / Demo1234!; an existing account is kept). */
  admin?: { email: string; password: string };
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  teamName?: string;
}

export interface DemoResult {
  admin: DemoLogin;
  captain: DemoLogin;
  player: DemoLogin;
  counts: {
    seasons: number;
    leagues: number;
    teams: number;
    teamsAwaitingLeague: number;
    players: number;
    pendingApplications: number;
    pitches: number;
    challenges: number;
    verifiedResults: number;
    reportsWaitingForCaptain: number;
    reportsWaitingForAdmin: number;
    acceptedWithoutReport: number;
    /** Accepted challenges still to be played. */
    acceptedUpcoming: number;
    pendingChallenges: number;
    rejectedOrCancelled: number;
    walkovers: number;
    commands: number;
  };
}

type Step = {
  at: Date;
  seq: number;
  /** Steps of one group (one fixture) run in order; different groups may run at once. */
  group: string;
  run: () => Promise<void>;
};

/** Items by a key, keys in first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/**
 * Builds a living demo league through the real commands (every row of every read table is a
 * projection of the events they append): seasons and leagues, pitches around Kraków, players
 * with avatars, teams with shields and captains, applications, and each season's challenges
 * and reports along a dated timeline. Deterministic from the seed: random choices come from a
 * seeded source, new ids from `withStableIds`, times from `now` (and the clock, when given).
 */
export class DemoGenerator {
  private executed = 0;
  /** Something was appended since the last full drain / since the last drain of any kind. */
  private dirty = false;
  private dirtyForReads = false;
  private parallel = 4;
  /** Steps under way (a watchdog's view). */
  readonly active = new Set<string>();
  /** Milliseconds spent in commands and in projection drains (printed by the seed CLI). */
  readonly timings = { commands: 0, drains: 0 };

  constructor(private readonly deps: DemoDependencies) {}

  async generate(options: DemoOptions): Promise<DemoResult> {
    const { seed, now } = options;
    const log = options.log ?? (() => undefined);
    const random = new Random(seed);
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

    const plan = planLeague(random.fork('league'), current.start.getUTCFullYear());
    const counts: DemoResult['counts'] = {
      seasons: seasons.length,
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

    await this.deps.hold?.pause();
    try {
      return await this.write(options, {
        ...{ seasons, current, now, seed, random, log, clockTo, counts, plan },
      });
    } finally {
      this.deps.hold?.resume();
    }
  }

  private async write(
    options: DemoOptions,
    w: {
      seasons: SeasonPeriod[];
      current: SeasonPeriod;
      now: Date;
      seed: number;
      random: Random;
      log: (line: string) => void;
      clockTo: (instant: Date) => void;
      counts: DemoResult['counts'];
      plan: LeaguePlan;
    },
  ): Promise<DemoResult> {
    const { seasons, current, now, seed, random, log, clockTo, counts, plan } = w;
    this.parallel = Math.max(1, options.concurrency ?? 4);
    const P = this.parallel;
    // ---- the admin, the seasons and their leagues, the pitches
    const admin = options.admin ?? { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
    const adminId = await withStableIds(`demo:${seed}:admin`, () =>
      this.deps.ensureAdmin(admin.email, admin.password),
    );
    const adminActor: Principal = { userId: adminId, role: 'Admin' };
    for (const season of seasons) {
      await withStableIds(`demo:${seed}:season:${season.key}`, () => this.deps.openSeason(season));
    }
    const pitchIds: string[] = [];
    for (const [i, pitch] of DEMO_PITCHES.entries()) {
      const input = createPitchSchema.parse(pitch);
      const pitchId = stableId(`demo:${seed}:pitch:${i}`);
      await this.run(`pitch:${i}`, seed, adminId, (context) =>
        this.deps.commands.execute(
          new RunPitchCommand(pitchId, { type: 'AddPitch', pitchId, ...input }, context),
        ),
      );
      pitchIds.push(pitchId);
    }
    await this.drain();
    log(`demo: admin, ${seasons.length} season(s), ${pitchIds.length} pitches`);

    // ---- people: one argon2id hash for everyone's demo password
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const userIds = new Map<string, string>();
    const kitOf = new Map<string, string>();
    for (const team of plan.teams.values()) {
      for (const p of [team.captain, ...team.players]) kitOf.set(p.key, team.style.kit);
    }
    const images = random.fork('avatars');
    await inParallel(plan.people, P, async (person) => {
      const input = registerUserSchema(() => now).parse({
        email: person.email,
        password: DEMO_PASSWORD,
        firstName: person.firstName,
        lastName: person.lastName,
        shirtNumber: person.shirtNumber,
        birthDate: person.birthDate,
        height: person.height,
        dominateLeg: person.dominateLeg,
        position: person.position,
      });
      const { id: userId } = await this.run(`register:${person.key}`, seed, null, (context) =>
        this.deps.commands.execute<RegisterUserCommand, { id: string }>(
          new RegisterUserCommand(
            {
              email: input.email,
              password: input.password,
              profile: {
                firstName: input.firstName,
                lastName: input.lastName,
                birthDate: input.birthDate.slice(0, 10),
                height: input.height,
                shirtNumber: input.shirtNumber,
              },
              position: input.position,
              dominateLeg: input.dominateLeg,
            },
            context,
            false,
            { passwordHash, verified: true },
          ),
        ),
      );
      userIds.set(person.key, userId);
      if (!person.hasAvatar) return;
      const initials = `${person.firstName[0]}${person.lastName[0]}`;
      const kit = kitOf.get(person.key) ?? '#475569';
      const drawn = await avatarPng(initials, person.shirtNumber, kit, images.fork(person.key));
      const png = await toSquarePng(drawn, AVATAR_SIZE);
      await this.run(`avatar:${person.key}`, seed, userId, (context) =>
        this.deps.commands.execute(
          new ChangeAvatarCommand(userId, png, { userId, role: 'User' }, context),
        ),
      );
    });
    log(`demo: ${plan.people.length} players registered`);

    // ---- teams: created by their captains (the requested league: the oldest season's)
    const teamIds = new Map<string, string>();
    const actorOf = (person: DemoPerson): Principal => ({
      userId: userIds.get(person.key)!,
      role: 'User',
    });
    const playing = plan.leagues.flatMap((l) => l.teams);
    await inParallel(playing, P, (team) =>
      this.createTeam(seed, team, leagueIdFor(seasons[0], team.requestedLeague), actorOf, teamIds),
    );
    await this.drain();
    await this.fillRosters(seed, playing, actorOf, teamIds);
    log(`demo: ${playing.length} teams with their squads`);

    // ---- seasons, oldest first: league assignment, then the season's timeline
    const captainOf = (teamKey: string) => actorOf(plan.teams.get(teamKey)!.captain);
    const slots = new PitchSlots(pitchIds.length);
    for (const season of seasons) {
      const isCurrent = season === current;
      clockTo(new Date(season.start.getTime() - 3 * DAY));
      // one league-season stream per league: its teams one after another
      await inParallel(plan.leagues, P, async (league) => {
        for (const team of league.teams) {
          await this.run(`assign:${season.key}:${team.key}`, seed, adminId, (context) =>
            this.deps.commands.execute(
              new AssignTeamToLeagueCommand(
                { leagueId: leagueIdFor(season, league.name), teamId: teamIds.get(team.key)! },
                context,
              ),
            ),
          );
        }
      });
      await this.drain();
      const fixtures = scheduleSeason(
        {
          season,
          leagues: plan.leagues.map((l) => ({ name: l.name, teams: l.teams.map((t) => t.key) })),
          legs: options.legs,
          now,
          playedShare: 0.5,
        },
        slots,
        random.fork(`fixtures:${season.key}`),
      );
      if (isCurrent) showcase(plan, fixtures, now);
      const steps = this.seasonSteps({
        seed,
        season,
        fixtures,
        now,
        plan,
        teamIds,
        pitchIds,
        userIds,
        adminActor,
        captainOf,
        counts,
        random: random.fork(`reports:${season.key}`),
      });
      await this.runTimeline(steps, clockTo, options.clock);
      log(`demo: ${season.name}: ${fixtures.length} fixtures, ${steps.length} steps`);
    }

    // ---- lately: new teams waiting for a league, pending applications
    clockTo(new Date(now.getTime() - 3 * DAY));
    await inParallel(plan.awaiting, P, (team) =>
      this.createTeam(seed, team, leagueIdFor(current, team.requestedLeague), actorOf, teamIds),
    );
    await this.drain();
    await this.fillRosters(seed, plan.awaiting, actorOf, teamIds);
    clockTo(new Date(now.getTime() - DAY));
    const applicants = plan.freeAgents.filter((a) => a.appliesTo !== null);
    // applications land on the team's stream: one team's applicants one after another
    await inParallel(
      groupBy(applicants, (a) => a.appliesTo!),
      P,
      async (group) => {
        for (const { person, appliesTo } of group) {
          const actor = actorOf(person);
          await this.run(`apply:${person.key}`, seed, actor.userId, (context) =>
            this.deps.commands.execute(
              new SubmitApplicationCommand(
                { actor, teamId: teamIds.get(appliesTo!)!, userId: actor.userId },
                context,
              ),
            ),
          );
        }
      },
    );
    counts.pendingApplications = applicants.length;
    clockTo(now);
    await this.drain();
    counts.commands = this.executed;

    const showcaseTeam = plan.leagues[0].teams[0];
    const player = showcaseTeam.players.find((p) => p.position !== 1) ?? showcaseTeam.players[0];
    const login = (p: DemoPerson, team?: DemoTeam): DemoLogin => ({
      email: p.email,
      password: DEMO_PASSWORD,
      name: `${p.firstName} ${p.lastName}`,
      teamName: team?.name,
    });
    return {
      admin: { email: admin.email, password: admin.password, name: 'Administrator' },
      captain: login(showcaseTeam.captain, showcaseTeam),
      player: login(player, showcaseTeam),
      counts,
    };
  }

  private async createTeam(
    seed: number,
    team: DemoTeam,
    leagueId: string,
    actorOf: (p: DemoPerson) => Principal,
    teamIds: Map<string, string>,
  ): Promise<void> {
    const input = createTeamSchema.parse({ name: team.name, shortName: team.shortName, leagueId });
    const png = await shieldPng(input.shortName, team.league ?? team.requestedLeague, team.style);
    const actor = actorOf(team.captain);
    const { id } = await this.run(`team:${team.key}`, seed, actor.userId, (context) =>
      this.deps.commands.execute<CreateTeamCommand, { id: string }>(
        new CreateTeamCommand(
          { actor, name: input.name, shortName: input.shortName, leagueId, png },
          context,
        ),
      ),
    );
    teamIds.set(team.key, id);
  }

  /** Every player applies to his team; once the inbox shows them, the captain accepts. */
  private async fillRosters(
    seed: number,
    teams: DemoTeam[],
    actorOf: (p: DemoPerson) => Principal,
    teamIds: Map<string, string>,
  ): Promise<void> {
    // a team's applications and answers land on its stream: one team at a time each
    const applications = new Map<DemoTeam, Array<{ person: DemoPerson; id: string }>>();
    await inParallel(teams, this.parallel, async (team) => {
      const list: Array<{ person: DemoPerson; id: string }> = [];
      applications.set(team, list);
      for (const person of team.players) {
        const actor = actorOf(person);
        const { id } = await this.run(`apply:${person.key}`, seed, actor.userId, (context) =>
          this.deps.commands.execute<SubmitApplicationCommand, { id: string }>(
            new SubmitApplicationCommand(
              { actor, teamId: teamIds.get(team.key)!, userId: actor.userId },
              context,
            ),
          ),
        );
        list.push({ person, id });
      }
    });
    await this.drain();
    await inParallel(teams, this.parallel, async (team) => {
      const captain = actorOf(team.captain);
      for (const { person, id } of applications.get(team)!) {
        await this.run(`join:${person.key}`, seed, captain.userId, (context) =>
          this.deps.commands.execute(
            new HandleApplicationCommand(
              { actor: captain, applicationId: id, action: 'accept' },
              context,
            ),
          ),
        );
      }
    });
    await this.drain();
  }

  private seasonSteps(s: {
    seed: number;
    season: SeasonPeriod;
    fixtures: Fixture[];
    now: Date;
    plan: LeaguePlan;
    teamIds: Map<string, string>;
    pitchIds: string[];
    userIds: Map<string, string>;
    adminActor: Principal;
    captainOf: (teamKey: string) => Principal;
    counts: DemoResult['counts'];
    random: Random;
  }): Step[] {
    const { seed, season, now, counts } = s;
    const steps: Step[] = [];
    const window = { startDate: season.start, endDate: season.end };
    let group = '';
    const add = (at: Date, run: () => Promise<void>) => {
      if (at.getTime() <= now.getTime()) steps.push({ at, seq: steps.length, group, run });
      return at.getTime() <= now.getTime();
    };
    const issue = (
      key: string,
      sender: string,
      receiver: string,
      date: Date,
      length: number,
      pitch: number,
    ) => {
      const actor = s.captainOf(sender);
      const input = createChallengeSchema(window).parse({
        date: date.toISOString(),
        length,
        receiverId: s.teamIds.get(receiver),
        pitchId: s.pitchIds[pitch],
        matchType: 1,
      });
      return this.run(`issue:${key}`, seed, actor.userId, (context) =>
        this.deps.commands.execute<IssueChallengeCommand, { id: string }>(
          new IssueChallengeCommand(actor, input, context),
        ),
      );
    };
    const decide = (
      key: string,
      actor: Principal,
      matchId: string,
      decision: 'accept' | 'reject' | 'cancel',
    ) =>
      this.run(`${decision}:${key}`, seed, actor.userId, (context) =>
        this.deps.commands.execute(new DecideChallengeCommand(actor, matchId, decision, context)),
      );
    const squadOf = (teamKey: string): ReportSide => {
      const team = s.plan.teams.get(teamKey)!;
      return {
        teamId: s.teamIds.get(teamKey)!,
        strength: team.strength,
        squad: [team.captain, ...team.players].map((p) => ({
          userId: s.userIds.get(p.key)!,
          position: p.position,
        })),
      };
    };

    // two teams have one open challenge at a time: a pair is free again once verified
    const freeAt = new Map<string, number>();
    for (const f of s.fixtures) {
      group = f.key;
      const pair = [f.sender, f.receiver].sort().join(':');
      const firstIssue = (f.earlier?.issueAt ?? f.issueAt).getTime();
      if (firstIssue <= now.getTime()) {
        if (firstIssue < (freeAt.get(pair) ?? 0)) continue;
        freeAt.set(pair, Number.POSITIVE_INFINITY);
      }
      const matchIds: { match?: string; earlier?: string; report?: string } = {};
      if (f.earlier) {
        const e = f.earlier;
        add(e.issueAt, async () => {
          matchIds.earlier = (
            await issue(`${f.key}:earlier`, f.sender, f.receiver, e.date, f.length, e.pitch)
          ).id;
        });
        const actor = e.decision === 'cancel' ? s.captainOf(f.sender) : s.captainOf(f.receiver);
        if (
          add(e.decideAt, () => decide(`${f.key}:earlier`, actor, matchIds.earlier!, e.decision))
        ) {
          counts.rejectedOrCancelled += 1;
          counts.challenges += 1;
        }
      }
      if (
        !add(f.issueAt, async () => {
          matchIds.match = (await issue(f.key, f.sender, f.receiver, f.date, f.length, f.pitch)).id;
        })
      )
        continue;
      counts.challenges += 1;
      if (
        !f.acceptAt ||
        !add(f.acceptAt, () => decide(f.key, s.captainOf(f.receiver), matchIds.match!, 'accept'))
      ) {
        counts.pendingChallenges += 1;
        continue;
      }
      const r = f.report;
      if (!r) {
        if (f.date.getTime() > now.getTime()) counts.acceptedUpcoming += 1;
        else counts.acceptedWithoutReport += 1;
        continue;
      }
      const [homeKey, enemyKey] =
        r.by === 'sender' ? [f.sender, f.receiver] : [f.receiver, f.sender];
      const home = s.captainOf(homeKey);
      const enemy = s.captainOf(enemyKey);
      const rng = s.random.fork(f.key);
      const submit = (attempt: string) => async () => {
        const payload = matchReportPayloadSchema.parse(
          reportPayload(matchIds.match!, squadOf(homeKey), squadOf(enemyKey), r.walkover, rng),
        );
        const created = await this.run(`report:${attempt}:${f.key}`, seed, home.userId, (context) =>
          this.deps.commands.execute<SubmitReportCommand, { id: string }>(
            new SubmitReportCommand(home, payload, context),
          ),
        );
        matchIds.report = created.id;
      };
      const decideReport = (actor: Principal, decision: 'accept' | 'reject' | 'verify') => () =>
        this.run(`report-${decision}:${f.key}`, seed, actor.userId, (context) =>
          this.deps.commands.execute(
            new REPORT_DECISIONS[decision](actor, matchIds.report!, context),
          ),
        );
      if (!add(r.submitAt, submit('1'))) {
        counts.acceptedWithoutReport += 1;
        continue;
      }
      if (r.rejectedFirst) {
        if (!add(r.rejectedFirst.rejectAt, decideReport(enemy, 'reject'))) {
          counts.reportsWaitingForCaptain += 1;
          continue;
        }
        if (!add(r.rejectedFirst.resubmitAt, submit('2'))) {
          counts.acceptedWithoutReport += 1;
          continue;
        }
      }
      if (!r.acceptAt || !add(r.acceptAt, decideReport(enemy, 'accept'))) {
        counts.reportsWaitingForCaptain += 1;
        continue;
      }
      if (!r.verifyAt || !add(r.verifyAt, decideReport(s.adminActor, 'verify'))) {
        counts.reportsWaitingForAdmin += 1;
        continue;
      }
      counts.verifiedResults += 1;
      freeAt.set(pair, r.verifyAt.getTime());
      if (r.walkover) counts.walkovers += 1;
    }
    return steps;
  }

  /**
   * Runs the steps in time order, a day at a time; the read tables catch up between days (a
   * captain answers a report the projections already show, as through the API). Within a day
   * the fixtures run side by side, each fixture's steps in order, each at its own instant.
   */
  private async runTimeline(
    steps: Step[],
    clockTo: (instant: Date) => void,
    clock: DemoOptions['clock'],
  ): Promise<void> {
    steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    const days = groupBy(steps, (step) => String(Math.floor(step.at.getTime() / DAY)));
    // without a clock every step runs now (npm start): fixtures side by side as well
    const at: ((instant: Date, work: () => Promise<void>) => Promise<void>) | undefined = clock
      ? clock.at?.bind(clock)
      : (_instant, work) => work();
    for (const day of days) {
      await this.drainReads();
      if (!at) {
        for (const step of day) {
          clockTo(step.at);
          await step.run();
        }
        continue;
      }
      await inParallel(
        groupBy(day, (step) => step.group),
        this.parallel,
        async (fixture) => {
          for (const step of fixture) {
            const label = `${step.group} @ ${step.at.toISOString()}`;
            this.active.add(label);
            try {
              await at(step.at, step.run);
            } catch (error) {
              throw new Error(`demo step ${label}: ${(error as Error).message}`, { cause: error });
            } finally {
              this.active.delete(label);
            }
          }
        },
      );
      clockTo(day[day.length - 1].at);
    }
    await this.drain();
  }

  private async run<T>(
    key: string,
    seed: number,
    actorUserId: string | null,
    work: (context: EventContext) => Promise<T>,
  ): Promise<T> {
    const name = `demo:${seed}:${key}`;
    const context: EventContext = { actorUserId, correlationId: stableId(name), causationId: null };
    const started = Date.now();
    const result = await withStableIds(name, () => work(context));
    this.timings.commands += Date.now() - started;
    this.executed += 1;
    this.dirty = true;
    this.dirtyForReads = true;
    return result;
  }

  /** Only the projections the timeline's commands read (held back: the others wait). */
  private async drainReads(): Promise<void> {
    if (!this.dirtyForReads) return;
    this.dirtyForReads = false;
    const started = Date.now();
    try {
      await this.deps.drain(READ_BY_THE_TIMELINE);
    } finally {
      this.timings.drains += Date.now() - started;
    }
  }

  private async drain(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    this.dirtyForReads = false;
    const started = Date.now();
    this.deps.hold?.resume();
    try {
      await this.deps.drain();
    } finally {
      await this.deps.hold?.pause();
      this.timings.drains += Date.now() - started;
    }
  }
}

/**
 * The demo captain's team (first team of Liga 1) shows every captain tool with something in
 * it: its latest played match has the opponent's report waiting for its acceptance, and its
 * next match is a challenge from the opponent waiting for an answer.
 */
function showcase(plan: LeaguePlan, fixtures: Fixture[], now: Date): void {
  const team = plan.leagues[0].teams[0].key;
  const own = fixtures.filter((f) => f.sender === team || f.receiver === team);
  const past = own.filter((f) => f.date.getTime() < now.getTime() - 6 * 3_600_000 && f.acceptAt);
  const last = past.sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (last) {
    const submitAt = new Date(
      Math.max(last.date.getTime() + 3 * 3_600_000, now.getTime() - 5 * 3_600_000),
    );
    last.report = {
      by: last.sender === team ? 'receiver' : 'sender',
      submitAt: submitAt.getTime() <= now.getTime() ? submitAt : now,
      walkover: false,
    };
  }
  const next = own
    .filter((f) => f.date.getTime() > now.getTime() + 3_600_000)
    .sort((a, b) => a.date.getTime() - b.date.getTime())[0];
  if (next) {
    if (next.sender === team) [next.sender, next.receiver] = [next.receiver, next.sender];
    next.issueAt = new Date(now.getTime() - 20 * 3_600_000);
    delete next.acceptAt;
    delete next.earlier;
  }
}
