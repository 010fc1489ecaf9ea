'use strict';

/**
 * The two event stores of bench/event-store-peer.js behind one small interface:
 *
 *   append(streamId, expectedVersion, event, context)  one event, optimistic check
 *   isConflict(error)                                  the store's "wrong expected version"
 *   query(sql)                                         rows, on the store's own pool
 *   logTables                                          tables holding the log and the streams
 *   close()
 *
 * Both get a pg pool of the same size on their own database, and the same event: data, type
 * and the app's metadata (actor, correlation, causation, time).
 */

const pg = require('pg');
const { dist } = require('./dist');

const APPLICATION = 'liga-bench-peer';

async function openLiga(url, poolSize) {
  require('reflect-metadata');
  const { createDataSource, migrate } = dist('platform/database/data-source');
  const { EventStore } = dist('platform/event-store/event-store');
  const { UpcasterRegistry } = dist('platform/event-store/upcasters');
  const { systemClock } = dist('platform/clock/clock');
  const db = createDataSource({ url, applicationName: APPLICATION, poolSize });
  await db.initialize();
  await migrate(db);
  const store = new EventStore(db, systemClock, new UpcasterRegistry());
  return {
    name: 'Liga',
    append: (streamId, expectedVersion, event, context) =>
      store.append(streamId, 'bench', expectedVersion, [event], context),
    isConflict: (error) => error instanceof Error && error.name === 'StreamVersionConflictError',
    query: (sql) => db.query(sql),
    logTables: { log: 'events', streams: 'streams' },
    close: () => db.destroy(),
  };
}

async function openEmmett(url, poolSize) {
  const { getPostgreSQLEventStore } = require('@event-driven-io/emmett-postgresql');
  const { isExpectedVersionConflictError } = require('@event-driven-io/emmett');
  // Emmett takes a pool of ours (dumbo's "ambient pool"): same size and settings as Liga's
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: APPLICATION,
    idle_in_transaction_session_timeout: 15_000,
    connectionTimeoutMillis: 5_000,
  });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  return {
    name: 'Emmett',
    append: (streamId, expectedVersion, event, context) =>
      store.appendToStream(
        streamId,
        [{ type: event.type, data: event.data, metadata: { ...context, time: nowIso() } }],
        { expectedStreamVersion: BigInt(expectedVersion) },
      ),
    isConflict: (error) => isExpectedVersionConflictError(error),
    query: async (sql) => (await pool.query(sql)).rows,
    logTables: { log: 'emt_messages', streams: 'emt_streams' },
    close: () => pool.end(),
  };
}

const nowIso = () => new Date().toISOString();

const openers = { liga: openLiga, emmett: openEmmett };

/** Opens the store `kind` ('liga' | 'emmett') on a fresh database: creates its schema. */
function openPeerStore(kind, url, poolSize) {
  const open = openers[kind];
  if (!open) throw new Error(`unknown store ${kind}`);
  return open(url, poolSize);
}

module.exports = { openPeerStore };
