'use strict';

/** The event store bench's append runs and the log filling. */
const {
  LOG_EVENTS,
  ProjectionDaemon,
  SECONDS,
  WARMUP_SECONDS,
  context,
  createProjectionTables,
  fmt,
  log,
  nowMs,
  payload,
  percentile,
  quietLogger,
  randomUUID,
} = require('./event-store-kit');
const { runnersFor } = require('./event-store-catch-up');

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

module.exports = { appendRun, walSyncs, fillLog };
