import 'reflect-metadata';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../config/app-config';
import { createInfrastructure } from '../platform/bootstrap/infrastructure';
import { rootLogger } from '../platform/logging/logger';
import { rebuildProjections } from '../platform/projections/rebuild';

const USAGE = 'Usage: npm run projections:rebuild -- <name> | --all   (names: %s)';

/**
 * Replays the log from position 0 into fresh tables and swaps them in without downtime
 * (see platform/projections/rebuild.ts): the chosen projections in one pass over the log.
 * Safe while API and workers run.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const logger = rootLogger.child('rebuild');
  const infra = await createInfrastructure(config, logger, 'cli');
  try {
    const names = infra.projections.map((p) => p.name);
    const chosen = args.includes('--all')
      ? infra.projections
      : infra.projections.filter((p) => args.includes(p.name));
    if (chosen.length === 0) {
      process.stderr.write(USAGE.replace('%s', names.join(', ')) + '\n');
      process.exitCode = 2;
      return;
    }
    // one pass over the log feeds every chosen projection; one bar for the pass
    const started = Date.now();
    const bar = new SingleBar({
      format: `${chosen.length} projection(s) [{bar}] {percentage}% | {value}/{total} events | {rate} events/s`,
      hideCursor: true,
    });
    let barStarted = false;
    const first = chosen[0].name;
    const times = { readSeconds: 0 };
    const results = await rebuildProjections(infra.db, chosen, infra.upcasters, {
      times,
      onProgress: ({ projection, applied, head }) => {
        if (projection !== first) return;
        if (!barStarted) {
          bar.start(Math.max(head, 1), 0, { rate: 0 });
          barStarted = true;
        }
        const seconds = Math.max((Date.now() - started) / 1000, 0.001);
        bar.setTotal(Math.max(head, applied));
        bar.update(applied, { rate: Math.round(applied / seconds) });
      },
    });
    if (barStarted) bar.stop();
    const seconds = (Date.now() - started) / 1000;
    const events = results[0]?.applied ?? 0;
    process.stdout.write(
      `${chosen.map((p) => p.name).join(', ')}: ${events} events in ${seconds.toFixed(2)} s` +
        ` (${Math.round(events / Math.max(seconds, 0.001))} events/s, one pass), swapped in\n` +
        `  reading and decoding the log: ${times.readSeconds.toFixed(2)} s\n`,
    );
    // each projection's share of the pass: its handlers and writes (events/s = log events read)
    for (const [i, projection] of chosen.entries()) {
      const r = results[i];
      const rate = Math.round(r.applied / Math.max(r.seconds, 0.001));
      process.stdout.write(
        `  ${projection.name.padEnd(16)} ${String(r.handled).padStart(8)} handled` +
          ` ${r.seconds.toFixed(2).padStart(8)} s ${String(rate).padStart(9)} events/s\n`,
      );
    }
  } finally {
    await infra.close();
  }
}

main().catch((error: unknown) => {
  rootLogger.error('rebuild failed', { error: error instanceof Error ? error : String(error) });
  process.exit(1);
});
