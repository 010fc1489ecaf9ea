'use strict';

/**
 * One store's side of bench/event-store-peer.js, in a Node process of its own (forked by the
 * bench): the stores never share a process, so neither pays for the other's garbage, JIT or
 * global pg type parsers (Emmett's dumbo turns int8 into BigInt process-wide).
 *
 * Messages from the parent, each answered with one message:
 *   { type: 'open', store, url, poolSize }      -> { type: 'opened', settings, checks }
 *   { type: 'run', run }                        -> { type: 'ran', result }
 *   { type: 'close' }                           -> { type: 'closed', storage }   (then exits)
 * A failure answers { type: 'error', message }.
 */

const { randomUUID } = require('node:crypto');
const { openPeerStore } = require('./peer-stores');
const { smallPayload, largePayload, jsonBytes } = require('./payloads');

const STREAMS_PER_WRITER = 50;
const payloads = { small: smallPayload, large: largePayload };
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const context = () => ({ actorUserId: null, correlationId: randomUUID(), causationId: null });
const event = (size, n) => ({ type: 'BenchRecorded', data: payloads[size](n) });

let store = null;
let appended = 0; // every append that succeeded, warm-up and setup included

async function open({ store: kind, url, poolSize }) {
  store = await openPeerStore(kind, url, poolSize);
  const [{ synchronous_commit: synchronousCommit }] = await store.query('SHOW synchronous_commit');
  return { settings: { synchronousCommit }, checks: await optimisticChecks() };
}

/** Both stores must reject a second "new stream" append and a stale expected version. */
async function optimisticChecks() {
  const streamId = `check-${randomUUID()}`;
  await store.append(streamId, 0, event('small', 0), context());
  await store.append(streamId, 1, event('small', 0), context());
  appended += 2;
  const rejected = async (expectedVersion) => {
    try {
      await store.append(streamId, expectedVersion, event('small', 0), context());
      appended += 1;
      return false;
    } catch (error) {
      if (store.isConflict(error)) return true;
      throw error;
    }
  };
  const checks = { newStreamTwice: await rejected(0), staleVersion: await rejected(1) };
  if (!checks.newStreamTwice || !checks.staleVersion) {
    throw new Error(`${store.name} accepted a wrong expected version: ${JSON.stringify(checks)}`);
  }
  return checks;
}

/**
 * `writers` concurrent loops, one event per append. `streams: 'existing'` — each writer on its
 * own 50 streams (created before the clock starts), always with the right expected version;
 * `streams: 'new'` — every append opens a new stream (expected version 0). Only appends that
 * start after the warm-up and end inside the measured window count.
 */
async function run({ label, size, streams, writers, warmupSeconds, seconds }) {
  const versions = Array.from({ length: writers }, () => new Array(STREAMS_PER_WRITER).fill(0));
  const streamName = (w, s) => `${label}-w${w}-s${s}`;
  if (streams === 'existing') {
    await Promise.all(
      versions.map(async (mine, w) => {
        for (let s = 0; s < STREAMS_PER_WRITER; s++) {
          await store.append(streamName(w, s), 0, event(size, 0), context());
          mine[s] = 1;
          appended += 1;
        }
      }),
    );
  }
  const measureFrom = nowMs() + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  const latencies = [];
  let conflicts = 0;
  let bytes = 0;
  const writer = async (w) => {
    const mine = versions[w];
    for (let i = 0; nowMs() < measureTo; i++) {
      const s = i % STREAMS_PER_WRITER;
      const fresh = streams === 'new';
      const next = event(size, i);
      const t0 = nowMs();
      try {
        if (fresh) await store.append(`${label}-w${w}-n${i}`, 0, next, context());
        else await store.append(streamName(w, s), mine[s], next, context());
        if (!fresh) mine[s] += 1;
        appended += 1;
      } catch (error) {
        if (!store.isConflict(error)) throw error;
        conflicts += 1;
      }
      const t1 = nowMs();
      if (t0 >= measureFrom && t1 <= measureTo) {
        latencies.push(t1 - t0);
        bytes += jsonBytes(next.data);
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return {
    latencies,
    conflicts,
    dataBytes: latencies.length === 0 ? 0 : bytes / latencies.length,
  };
}

/** Bytes on disk of a table (`fn`: pg_total_relation_size or pg_indexes_size), partitions summed. */
async function tableBytes(table, fn = 'pg_total_relation_size') {
  const [row] = await store.query(
    `SELECT coalesce((SELECT sum(${fn}(relid)) FROM pg_partition_tree('${table}')),
                     ${fn}('${table}'))::bigint::text AS bytes`,
  );
  return Number(row.bytes);
}

/**
 * Storage: 1,000 more appends of each size (4 writers, 25 streams each, 10 events a stream),
 * whose rows give the row size per event (pg_column_size, as stored: compressed, TOAST
 * pointers resolved); index bytes per event over the whole log. Then every successful append
 * of the whole run must be one row of the log.
 */
async function storage() {
  const { log, streams } = store.logTables;
  const rowBytes = {};
  for (const size of Object.keys(payloads)) {
    const label = `disk-${size}`;
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let s = 0; s < 25; s++) {
          for (let version = 0; version < 10; version++) {
            await store.append(`${label}-w${w}-s${s}`, version, event(size, version), context());
            appended += 1;
          }
        }
      }),
    );
    const [row] = await store.query(
      `SELECT avg(pg_column_size(t.*))::float8 AS bytes FROM ${log} t WHERE stream_id LIKE '${label}-%'`,
    );
    rowBytes[size] = row.bytes;
  }
  const [row] = await store.query(
    `SELECT (SELECT count(*) FROM ${log})::bigint::text AS events,
            (SELECT count(*) FROM ${streams})::bigint::text AS streams`,
  );
  const events = Number(row.events);
  if (events !== appended) {
    throw new Error(`${store.name}: ${appended} appends succeeded, the log holds ${events} events`);
  }
  return {
    events,
    streams: Number(row.streams),
    logBytes: await tableBytes(log),
    indexBytesPerEvent: (await tableBytes(log, 'pg_indexes_size')) / events,
    streamBytes: await tableBytes(streams),
    rowBytes,
  };
}

const handlers = {
  open: async (message) => ({ type: 'opened', ...(await open(message)) }),
  run: async ({ run: spec }) => ({ type: 'ran', result: await run(spec) }),
  close: async () => {
    const measured = await storage();
    await store.close();
    return { type: 'closed', storage: measured };
  },
};

process.on('message', (message) => {
  handlers[message.type](message)
    .then((reply) => {
      process.send(reply);
      if (message.type === 'close') process.disconnect();
    })
    .catch((error) => process.send({ type: 'error', message: error.stack ?? String(error) }));
});
