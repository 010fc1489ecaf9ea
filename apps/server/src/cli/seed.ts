import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { seasonContaining } from '../config/season-calendar';
import {
  databaseIsEmpty,
  demoAdmin,
  demoGeneratorFor,
  formatDemoLogins,
} from '../modules/demo/demo-start';
import { DEFAULT_DEMO_SEED } from '../modules/demo/demo-generator';
import { TimelineClock } from '../modules/demo/timeline-clock';
import { createApiApp } from '../platform/bootstrap/api-app';
import { createInfrastructure } from '../platform/bootstrap/infrastructure';
import { rootLogger } from '../platform/logging/logger';
import { historyWritingStartupTasks } from '../startup-tasks';

const USAGE =
  'Usage: npm run seed -- [--seasons N] [--seed S] [--legs L] [--force]\n' +
  '  --seasons N  the current season and N-1 finished seasons before it (default 1)\n' +
  '  --seed S     the random seed (default SEED or 2026)\n' +
  '  --legs L     meetings of each pair in a season (default: about a match a week)\n' +
  '  --force      write into a database that already holds a league\n';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
}

/**
 * `npm run seed -- --seasons N [--seed S]`: writes the demo league through the real commands
 * into the configured database (DATABASE_URL, or the embedded one in DATA_DIR) — N-1 finished
 * seasons of history first, then the current one — and prints how many events it wrote and
 * how fast. The app's clock walks along the simulated timeline, so every event carries the
 * time it would have happened at.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  const seasons = positiveInt(option(args, '--seasons'), 1, '--seasons');
  const seed = positiveInt(option(args, '--seed') ?? process.env.SEED, DEFAULT_DEMO_SEED, '--seed');
  const legsOption = option(args, '--legs');
  const legs = legsOption === undefined ? undefined : positiveInt(legsOption, 2, '--legs');
  // the seed signs no tokens: an external database needs no JWT_SECRET for it
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false' };
  if (env.DATABASE_URL && !env.JWT_SECRET) env.JWT_SECRET = 'x'.repeat(48);
  const config = loadConfig(env);
  const logger = rootLogger.child('seed');
  const now = new Date();
  const clock = new TimelineClock(now);
  const infra = await createInfrastructure(config, logger, 'api', clock);
  const api = await createApiApp(infra, {
    serveClient: false,
    projectionsInProcess: true,
    startupTasks: historyWritingStartupTasks,
  });
  try {
    if (!(await databaseIsEmpty(infra.db)) && !args.includes('--force')) {
      process.stderr.write('The database already holds a league (use --force to add to it).\n');
      process.exitCode = 2;
      return;
    }
    const [{ head: before }] = await infra.db.query(
      'SELECT coalesce(max(global_position), 0)::bigint AS head FROM events',
    );
    const started = Date.now();
    const current = config.seasonPinDate
      ? seasonContaining(new Date(`${config.seasonPinDate}T12:00:00Z`))
      : seasonContaining(now);
    const generator = demoGeneratorFor(api.app, infra.db, api.daemon);
    const result = await generator.generate({
      seed,
      now,
      currentSeason: current,
      seasons,
      legs,
      clock,
      // a pinned season refuses the plans of past seasons: then every season is placed by hand
      turns: !config.seasonPinDate,
      admin: demoAdmin(config),
      log: (line) =>
        process.stdout.write(
          `  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}\n`,
        ),
    });
    const seconds = (Date.now() - started) / 1000;
    const [{ head: after }] = await infra.db.query(
      'SELECT coalesce(max(global_position), 0)::bigint AS head FROM events',
    );
    const [{ count }] = await infra.db.query(
      'SELECT count(*)::bigint AS count FROM events WHERE global_position > $1',
      [before],
    );
    const events = Number(count);
    process.stdout.write(formatDemoLogins(result));
    process.stdout.write(
      `  ${seasons} season(s), seed ${seed}: ${events} events (log head ${after}) in ${seconds.toFixed(1)} s` +
        ` = ${Math.round(events / Math.max(seconds, 0.001))} events/s, ${result.counts.commands} commands` +
        ` (${(generator.timings.drains / 1000).toFixed(1)} s waiting for projections)\n`,
    );
  } finally {
    await api.close();
    await infra.close();
  }
}

main().catch((error: unknown) => {
  rootLogger.error('seed failed', { error: error instanceof Error ? error : String(error) });
  process.exit(1);
});
