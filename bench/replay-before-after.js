'use strict';

/**
 * One projection's replay, before and after a change, side by side in one pass over the log:
 * the rebuild of a seeded database (what `npm run projections:rebuild` does) with the
 * projection as another build had it ("before", renamed `<name>_before`) and as this build has
 * it, each batch applied to both, so both see the same log, the same cache and the same load.
 * Prints each one's seconds and events/s and whether this build's tables equal the live ones.
 * Run it on a copy of the seeded database: the pass leaves the last one's tables live.
 *
 *   cp -r dist /tmp/before-dist   # the build before the change (then change, npm run build)
 *   cp -r /tmp/before-dist dist/before
 *   BENCH_DATABASE_URL=postgres://…/copy BENCH_PROJECTIONS=notifications,audit \
 *     node bench/replay-before-after.js
 *
 * Environment: BENCH_DATABASE_URL (a seeded database, required), BENCH_PROJECTIONS (names,
 * default notifications), BENCH_BEFORE_DIST (default dist/before: a build of the server).
 */

require('reflect-metadata');
const { join, resolve } = require('node:path');
const { dist } = require('./support/dist');
const { digests } = require('./support/table-digests');
const { loadAverage, printTable } = require('./support/report');

const { createDataSource } = dist('platform/database/data-source');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { rebuildProjections } = dist('platform/projections/rebuild');
const { allProjections } = dist('projections');

const BEFORE_DIST = resolve(
  process.env.BENCH_BEFORE_DIST || join(__dirname, '..', 'dist', 'before'),
  'apps',
  'server',
);
const NAMES = (process.env.BENCH_PROJECTIONS || 'notifications').split(',');
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL (a seeded database) is required');
  const before = require(join(BEFORE_DIST, 'projections.js')).allProjections;
  const db = createDataSource({ url, applicationName: 'liga-bench', poolSize: 4 });
  await db.initialize();
  try {
    const [{ n: total }] = await db.query('SELECT count(*)::int AS n FROM events');
    const targets = [];
    const live = [];
    for (const name of NAMES) {
      const old = before.find((p) => p.name === name);
      const now = allProjections.find((p) => p.name === name);
      if (!old || !now) throw new Error(`no projection ${name} in both builds`);
      targets.push({ ...old, name: `${name}_before` }, now);
      live.push(await digests(db, now));
    }
    const loadAtStart = loadAverage();
    const started = process.hrtime.bigint();
    const results = await rebuildProjections(db, targets, new UpcasterRegistry());
    const passSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rows = [];
    for (const [i, name] of NAMES.entries()) {
      const [old, now] = [results[2 * i], results[2 * i + 1]];
      const same =
        JSON.stringify(await digests(db, targets[2 * i + 1])) === JSON.stringify(live[i]);
      rows.push([
        name,
        `${fmt(old.seconds, 2)} s = ${fmt(old.applied / old.seconds)}/s`,
        `${fmt(now.seconds, 2)} s = ${fmt(now.applied / now.seconds)}/s`,
        `${fmt(old.seconds / now.seconds, 1)}x`,
        same ? 'yes' : 'NO',
      ]);
      if (!same) process.exitCode = 1;
    }
    printTable(
      `Replay before/after in one pass over the log (${fmt(total)} events, batches of 2,000;` +
        ` the pass ${fmt(passSeconds, 2)} s)`,
      ['projection', 'before', 'after', 'speed-up', 'after equals live'],
      rows,
    );
    console.log(
      "  seconds = its handlers and writes inside the pass (swap included); events/s = the log's" +
        ' events / those seconds',
    );
    console.log(`\nload average at the start: ${loadAtStart}; at the end: ${loadAverage()}`);
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
