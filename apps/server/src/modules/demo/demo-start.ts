import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PASSWORD_PATTERN } from '@liga/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { type SeasonPeriod, seasonId } from '../../config/season-calendar';
import {
  atSimulatedInstant,
  type Clock,
  inSimulatedTime,
  outsideSimulatedTime,
} from '../../platform/clock/clock';
import type { Logger } from '../../platform/logging/logger';
import type { ProjectionDaemon } from '../../platform/projections/projection-daemon';
import { SeasonService } from '../../platform/seasons/season.service';
import { CupReadModel } from '../cup/queries/cup.read-model';
import { EnsureCurrentSeason } from '../leagues/commands/ensure-current-season';
import { projectionStatus } from '../operations/queries/checkpoint-status';
import { EnsureAdminAccount } from '../users/commands/ensure-admin-account';
import {
  DEFAULT_DEMO_SEED,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  type DemoOptions,
  type DemoResult,
  DemoGenerator,
} from './demo-generator';
import { unfinishedHistory } from './demo-resume';

/** SEED_DEMO=false turns the demo off; =true turns it on; unset: on in embedded mode only. */
export function demoWanted(config: AppConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.SEED_DEMO?.trim().toLowerCase();
  if (flag === 'false' || flag === '0' || flag === 'no') return false;
  if (flag === 'true' || flag === '1' || flag === 'yes') return true;
  return config.embedded;
}

export function demoSeed(env: NodeJS.ProcessEnv = process.env): number {
  const seed = Number(env.SEED ?? DEFAULT_DEMO_SEED);
  return Number.isInteger(seed) ? seed : DEFAULT_DEMO_SEED;
}

/**
 * Empty = nothing but what a first start writes by itself: the season, its leagues and at most
 * the start-up admin account.
 */
export async function databaseIsEmpty(db: DataSource): Promise<boolean> {
  const [row] = await db.query(
    `SELECT count(*) FILTER (WHERE stream_type NOT IN ('season', 'season-plan', 'league-season', 'user'))::int AS other,
            count(*) FILTER (WHERE stream_type = 'user')::int AS users
       FROM streams`,
  );
  return row.other === 0 && row.users <= 1;
}

/**
 * Waits until every projection (or those named in `only`) has applied the whole log: the
 * in-process daemon, or workers.
 */
export function drainer(
  db: DataSource,
  daemon: ProjectionDaemon | null,
): (only?: readonly string[]) => Promise<void> {
  if (daemon) return (only) => (only ? daemon.drainOnly(only) : daemon.drainAll());
  return async (only) => {
    for (;;) {
      const { projections: all } = await projectionStatus(db);
      const projections = only ? all.filter((p) => only.includes(p.name)) : all;
      const stopped = projections.find((p: { status: string }) => p.status === 'stopped');
      if (stopped) throw new Error(`projection ${stopped.name} stopped: ${stopped.lastError}`);
      if (projections.every((p: { lag: number }) => p.lag === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** The generator wired to a built app. */
export function demoGeneratorFor(
  app: INestApplication,
  db: DataSource,
  daemon: ProjectionDaemon | null,
): DemoGenerator {
  const ensureSeason = app.get(EnsureCurrentSeason);
  const ensureAdmin = app.get(EnsureAdminAccount);
  const drain = drainer(db, daemon);
  // the daemon's batches and timers never run in the generator's simulated time
  return new DemoGenerator({
    commands: app.get(CommandBus),
    openSeason: (season) => ensureSeason.run(season),
    ensureAdmin: (email, password) => ensureAdmin.ensure(email, password),
    drain: (only) => outsideSimulatedTime(() => drain(only)),
    hold: daemon
      ? {
          pause: () => outsideSimulatedTime(() => daemon.stop()),
          resume: () => outsideSimulatedTime(() => daemon.start()),
        }
      : undefined,
    cups: app.get(CupReadModel),
    leaguesOf: (season) => leaguesOf(db, season),
  });
}

/** A season's leagues with the teams in them now (the read tables). */
async function leaguesOf(
  db: DataSource,
  season: SeasonPeriod,
): Promise<Array<{ name: string; teamIds: string[] }>> {
  const rows: Array<{ name: string; team_ids: string[] }> = await db.query(
    `SELECT l.name, array_agg(lt.team_id::text ORDER BY lt.team_id) AS team_ids
       FROM rm_league_teams lt JOIN rm_leagues l ON l.id = lt.league_id
      WHERE lt.season_id = $1 AND lt.ended_at IS NULL
      GROUP BY l.name`,
    [seasonId(season)],
  );
  return rows.map((r) => ({ name: r.name, teamIds: r.team_ids }));
}

/** The admin login to print: the configured one, the embedded start-up one, or the demo's. */
export function demoAdmin(config: AppConfig): { email: string; password: string } {
  if (config.adminEmail && config.adminPassword) {
    return { email: config.adminEmail, password: config.adminPassword };
  }
  const file = join(config.dataDir, 'admin-password');
  if (config.embedded && existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (PASSWORD_PATTERN.test(saved)) return { email: DEMO_ADMIN_EMAIL, password: saved };
  }
  return { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
}

export function formatDemoLogins(result: DemoResult): string {
  const c = result.counts;
  return [
    '',
    '  Liga demo — gotowa liga do obejrzenia:',
    `    ${c.leagues} lig, ${c.teams - c.teamsAwaitingLeague} drużyn w ligach (+${c.teamsAwaitingLeague} czeka na ligę), ${c.players} zawodników, ${c.pitches} boisk`,
    `    ${c.verifiedResults} zweryfikowanych wyników, ${c.reportsWaitingForCaptain + c.reportsWaitingForAdmin} raportów w toku, ${c.pendingChallenges} oczekujących wyzwań`,
    '  Konta demo (hasło zawodników: ' + DEMO_PASSWORD + '):',
    `    administrator: ${result.admin.email} / ${result.admin.password}   (logowanie na /admin-login)`,
    `    kapitan:       ${result.captain.email} / ${result.captain.password}   (${result.captain.name}, ${result.captain.teamName})`,
    `    zawodnik:      ${result.player.email} / ${result.player.password}   (${result.player.name}, ${result.player.teamName})`,
    '',
  ].join('\n');
}

/** Finished seasons the first `npm start` writes before the current one (DEMO_PAST_SEASONS). */
export function demoPastSeasons(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DEMO_PAST_SEASONS ?? DEFAULT_PAST_SEASONS);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 30) : DEFAULT_PAST_SEASONS;
}

const DEFAULT_PAST_SEASONS = 3;

/** The demo's past seasons still being written after the portal is up, per app. */
const histories = new WeakMap<INestApplication, Promise<void>>();

/**
 * Runs `start` once the demo's past seasons are written (at once when none are being written):
 * notification delivery starts after them, so that history is never mailed either.
 */
export function afterDemoHistory(
  app: INestApplication,
  start: () => Promise<void>,
  logger: Logger,
): Promise<void> {
  const history = histories.get(app);
  if (!history) return start();
  void history
    .then(start)
    .catch((error: unknown) => logger.error('start after the demo history failed', { error }));
  return Promise.resolve();
}

/** The past seasons written in the background: logged when done; notifications wait for them. */
function inBackground(
  app: INestApplication,
  logger: Logger,
  history: Promise<void>,
  started: number,
  pastSeasons: number,
): void {
  const done = history.then(
    () =>
      logger.info('demo league: past seasons written', {
        seconds: (Date.now() - started) / 1000,
        pastSeasons,
      }),
    (error: unknown) => logger.error('demo league: past seasons failed', { error }),
  );
  histories.set(app, done);
}

/**
 * `npm start`: on an empty database (and unless SEED_DEMO=false) builds the demo league through
 * the commands, drains the projections and prints the demo logins; then, the portal already
 * serving, writes DEMO_PAST_SEASONS finished seasons before the current one in the background
 * (with the turns between them), in a simulated time of its own (live requests keep the real
 * one), progress in the log. Not with SEASON_PIN_DATE (the plans of past seasons are refused
 * while a season is pinned). On a database whose demo history a stopped start left unfinished,
 * finishes it in the background instead (`resumeDemoHistory`).
 */
export async function seedDemoOnStart(
  app: INestApplication,
  infra: { config: AppConfig; db: DataSource; clock: Clock; logger: Logger },
  daemon: ProjectionDaemon | null,
  overrides: Partial<DemoOptions> = {},
): Promise<DemoResult | null> {
  if (!demoWanted(infra.config)) return null;
  if (!(await databaseIsEmpty(infra.db))) {
    if (!infra.config.seasonPinDate) await resumeDemoHistory(app, infra, daemon, overrides);
    return null;
  }
  const started = Date.now();
  const seed = demoSeed();
  const past = infra.config.seasonPinDate ? 0 : demoPastSeasons();
  infra.logger.info('demo league: generating', { seed, pastSeasons: past });
  process.stdout.write(`\n  Tworzenie ligi demo (seed ${seed})...\n`);
  const generator = demoGeneratorFor(app, infra.db, daemon);
  const now = infra.clock.now();
  const log = (line: string) => infra.logger.info(line);
  const result = await inSimulatedTime(now, async (moveTo) => {
    const written = await generator.generate({
      seed,
      now,
      currentSeason: app.get(SeasonService).current(),
      admin: demoAdmin(infra.config),
      seasons: 1 + past,
      history: 'later',
      clock: { set: moveTo, at: atSimulatedInstant },
      log,
      ...overrides,
    });
    if (generator.pastSeasonsLeft > 0) {
      // begun here: it goes on in this simulated time after the portal is up
      inBackground(app, infra.logger, generator.writeHistory(), started, past);
    }
    return written;
  });
  const seconds = (Date.now() - started) / 1000;
  infra.logger.info('demo league: ready', { seconds, ...result.counts });
  process.stdout.write(formatDemoLogins(result) + `  (gotowe w ${seconds.toFixed(1)} s)\n`);
  if (histories.has(app)) {
    process.stdout.write(`  Poprzednie sezony (${past}) dopisują się w tle; postęp w logu.\n`);
  }
  return result;
}

/**
 * A start after one stopped while it wrote the past seasons (Ctrl-C after the logins): the
 * log holds the current season and part of the history. Finishes the history in the
 * background, from the oldest past season, every command already in the log answered from it
 * (DemoGenerator.resumeHistory), at the simulated "today" of the stopped start. Returns
 * whether it resumes.
 */
export async function resumeDemoHistory(
  app: INestApplication,
  infra: { config: AppConfig; db: DataSource; logger: Logger },
  daemon: ProjectionDaemon | null,
  overrides: Partial<DemoOptions> = {},
): Promise<boolean> {
  const seed = demoSeed();
  const currentSeason = app.get(SeasonService).current();
  const unfinished = await unfinishedHistory(infra.db, seed, currentSeason, demoPastSeasons());
  if (!unfinished) return false;
  const { now, pastSeasons, opened, recorded } = unfinished;
  const started = Date.now();
  infra.logger.info('demo league: resuming the past seasons', {
    seed,
    pastSeasons,
    opened,
    commandsInLog: recorded.size,
  });
  process.stdout.write(
    `\n  Dokańczanie poprzednich sezonów demo (otwarte ${opened} z ${pastSeasons}); postęp w logu.\n`,
  );
  const generator = demoGeneratorFor(app, infra.db, daemon);
  const log = (line: string) => infra.logger.info(line);
  const history = inSimulatedTime(now, (moveTo) =>
    generator.resumeHistory(
      {
        seed,
        now,
        currentSeason,
        admin: demoAdmin(infra.config),
        seasons: 1 + pastSeasons,
        history: 'later',
        clock: { set: moveTo, at: atSimulatedInstant },
        log,
        ...overrides,
      },
      recorded,
    ),
  );
  inBackground(app, infra.logger, history, started, pastSeasons);
  return true;
}
