'use strict';

/** The event store bench's set-up shared by its runs: parameters, helpers and the projections it replays. */
require('reflect-metadata');
const { randomUUID } = require('node:crypto');
const { dist } = require('./dist');
const { postgresServer, createBenchDatabase } = require('./database');
const { machineInfo, loadAverage, printPairs, printTable, percentile } = require('./report');
const { smallPayload: payload } = require('./payloads');

const { createDataSource, migrate } = dist('platform/database/data-source');
const { EventStore } = dist('platform/event-store/event-store');
const { UpcasterRegistry } = dist('platform/event-store/upcasters');
const { LOG_START } = dist('platform/event-store/event-types');
const { systemClock } = dist('platform/clock/clock');
const { createLogger } = dist('platform/logging/logger');
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
const quietLogger = createLogger('bench', 'error');
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

module.exports = {
  EventStore,
  LOG_EVENTS,
  LOG_START,
  ProjectionDaemon,
  ProjectionRunner,
  SECONDS,
  TARGET_APPENDS,
  TARGET_CATCH_UP,
  UPSERT,
  UpcasterRegistry,
  WARMUP_SECONDS,
  context,
  countingProjection,
  createBenchDatabase,
  createDataSource,
  createProjectionTables,
  defineProjection,
  fastSubjects,
  fmt,
  leaguesProjection,
  loadAverage,
  log,
  machineInfo,
  migrate,
  nowMs,
  payload,
  percentile,
  postgresServer,
  printPairs,
  printTable,
  quietLogger,
  randomUUID,
  rebuildProjection,
  subjects,
  systemClock,
  verdict,
};
