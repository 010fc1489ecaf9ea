import type { Pool, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Clock } from '../clock/clock';
import { StreamVersionConflictError } from './concurrency-error';
import { EVENT_COLUMNS, type EventRow, toStoredEvent } from './event-row';
import {
  type EventContext,
  type LogPosition,
  NO_STREAM,
  type NewEvent,
  type StoredEvent,
} from './event-types';
import { UpcasterRegistry } from './upcasters';
import { pushTrace, traceTime } from '../tracing/push-trace';

export interface AppendResult {
  /** The stream's version after the append. */
  nextVersion: number;
  /** Global positions of the appended events, in order. */
  positions: number[];
  /**
   * The appending transaction's id (xid8 as decimal text; '0' when nothing was appended): with
   * the last position it is where the events stand in the log's order (see readGlobalLog).
   */
  transactionId: string;
  /** The appended events' types, in order. */
  types: string[];
}

export type AppendListener = (streamId: string, result: AppendResult) => void;

/** Anything that can run a query: the DataSource (autocommit) or a transaction's manager. */
export type Queryable = Pick<DataSource, 'query'> | Pick<EntityManager, 'query'>;

const UNIQUE_VIOLATION = '23505';

/**
 * Appends bump the stream row with a compare-and-set (or insert it for a new stream) and
 * insert the events in ONE statement: a data-modifying CTE feeds the INSERT, so zero rows
 * updated means zero events inserted. No `ON CONFLICT DO NOTHING` anywhere: a lost race is
 * an error the caller sees (409), never a silent drop.
 */
const APPEND_TO_EXISTING = {
  name: 'liga_append_to_existing',
  text: `
  WITH stream AS (
    UPDATE streams SET version = $3, updated_at = now()
     WHERE stream_id = $1 AND version = $2 AND $4::text IS NOT NULL
    RETURNING stream_id, stream_type
  )
  INSERT INTO events (stream_id, stream_type, version, event_type, schema_version, data, metadata)
  SELECT stream.stream_id, stream.stream_type, $2 + e.ord, e.event_type, e.schema_version, e.data, e.metadata
    FROM stream,
         unnest($5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
           WITH ORDINALITY AS e(event_type, schema_version, data, metadata, ord)
   ORDER BY e.ord
  RETURNING global_position, version, transaction_id::text AS transaction_id`,
};

const APPEND_TO_NEW = {
  name: 'liga_append_to_new',
  text: `
  WITH stream AS (
    INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $4, $3)
    RETURNING stream_id, stream_type
  )
  INSERT INTO events (stream_id, stream_type, version, event_type, schema_version, data, metadata)
  SELECT stream.stream_id, stream.stream_type, $2 + e.ord, e.event_type, e.schema_version, e.data, e.metadata
    FROM stream,
         unnest($5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
           WITH ORDINALITY AS e(event_type, schema_version, data, metadata, ord)
   ORDER BY e.ord
  RETURNING global_position, version, transaction_id::text AS transaction_id`,
};

export class EventStore {
  private readonly listeners = new Set<AppendListener>();

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    readonly upcasters: UpcasterRegistry = new UpcasterRegistry(),
  ) {}

  /** Called after every append that committed through this store (not inside a caller's transaction). */
  onAppended(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Appends events to a stream expected to be at `expectedVersion` (0 = the stream must not
   * exist). A wrong expectation throws StreamVersionConflictError (HTTP 409).
   * Pass `tx` to append inside a caller's transaction (then the caller calls `notifyAppended`
   * after commit).
   */
  async append(
    streamId: string,
    streamType: string,
    expectedVersion: number,
    events: NewEvent[],
    context: EventContext,
    tx?: Queryable,
  ): Promise<AppendResult> {
    if (events.length === 0) {
      return { nextVersion: expectedVersion, positions: [], transactionId: '0', types: [] };
    }
    const time = this.clock.now().toISOString();
    const nextVersion = expectedVersion + events.length;
    const params = [
      streamId,
      expectedVersion,
      nextVersion,
      streamType,
      events.map((e) => e.type),
      events.map((e) => e.schemaVersion ?? 1),
      events.map((e) => JSON.stringify(e.data ?? {})),
      events.map((e) => JSON.stringify({ ...context, time, schemaVersion: e.schemaVersion ?? 1 })),
    ];
    const statement = expectedVersion === NO_STREAM ? APPEND_TO_NEW : APPEND_TO_EXISTING;
    let rows: Array<{ global_position: string; transaction_id: string }>;
    try {
      rows = await this.queryPrepared(statement, params, tx);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new StreamVersionConflictError(streamId, expectedVersion);
      }
      throw error;
    }
    if (rows.length !== events.length) {
      throw new StreamVersionConflictError(streamId, expectedVersion);
    }
    const result = {
      nextVersion,
      positions: rows.map((r) => Number(r.global_position)),
      transactionId: rows[0].transaction_id,
      types: events.map((e) => e.type),
    };
    if (!tx) this.notifyAppended(streamId, result);
    return result;
  }

  /**
   * Runs a statement as a named prepared statement of the connection it runs on (pg keeps
   * track per connection): PostgreSQL parses and plans the append once per connection, not
   * once per call — planning was most of the server's CPU time per append.
   */
  private async queryPrepared<T>(
    statement: { name: string; text: string },
    values: unknown[],
    tx?: Queryable,
  ): Promise<T[]> {
    // a transaction's manager carries its connection; a plain Queryable gets an unnamed query
    const runner = (tx as Partial<Pick<EntityManager, 'queryRunner'>> | undefined)?.queryRunner;
    if (tx && !runner) return tx.query(statement.text, values);
    const client: Pick<Pool, 'query'> = runner
      ? await runner.connect()
      : (this.db.driver as PostgresDriver).master;
    const result = await client.query<T & QueryResultRow>({ ...statement, values });
    return result.rows;
  }

  notifyAppended(streamId: string, result: AppendResult): void {
    if (pushTrace.appended.hasSubscribers) {
      pushTrace.appended.publish({ at: traceTime(), streamId, positions: result.positions });
    }
    for (const listener of this.listeners) listener(streamId, result);
  }

  async readStream(streamId: string, tx?: Queryable): Promise<StoredEvent[]> {
    const rows: EventRow[] = await (tx ?? this.db).query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
    );
    return rows.map((row) => toStoredEvent(row, this.upcasters));
  }

  /** Current version of a stream, 0 when it does not exist. */
  async streamVersion(streamId: string, tx?: Queryable): Promise<number> {
    const rows: Array<{ version: number }> = await (tx ?? this.db).query(
      'SELECT version FROM streams WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.version ?? NO_STREAM;
  }

  /**
   * Reads the global log after `after`, in commit-safe order. See `readGlobalLog` for why no
   * event a slower transaction commits later can be skipped.
   */
  async readAll(after: LogPosition, limit: number, tx?: Queryable): Promise<StoredEvent[]> {
    const rows = await readGlobalLog(tx ?? this.db, after, limit);
    return rows.map((row) => toStoredEvent(row, this.upcasters));
  }

  /** Head of the log: the highest global position written so far (0 when empty). */
  async headPosition(tx?: Queryable): Promise<number> {
    const rows: Array<{ head: string | null }> = await (tx ?? this.db).query(
      'SELECT max(global_position) AS head FROM events',
    );
    return Number(rows[0]?.head ?? 0);
  }
}

/**
 * The log's visibility horizon for a statement: its snapshot's oldest in-flight transaction
 * that may belong to this database (else the snapshot's xmax). Every transaction below it
 * has finished, or provably runs in another database — and a transaction connected to
 * another database can never write this one's events. The proof is pg_stat_activity showing
 * that xid on a backend of another database (an xid is one transaction forever; its
 * database does not change). Anything unproven — a backend gone since the snapshot, a
 * prepared transaction, an xid the role may not see — counts as ours, which only delays.
 * So other databases' transactions on a shared server (tests, benches, another app) no
 * longer hold Liga's new events back.
 */
const LOG_HORIZON = `(SELECT coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
     FROM pg_snapshot_xip(pg_current_snapshot()) AS x
    WHERE x::xid NOT IN (SELECT backend_xid FROM pg_stat_activity
                          WHERE backend_xid IS NOT NULL AND datname <> current_database()))`;

/**
 * Sequence gaps: global positions come from a sequence, handed out when a transaction
 * inserts, not when it commits. A transaction that took position 10 may commit after one
 * that took 11; a reader that follows positions alone would move past 10 and never see it.
 *
 * Technique (as in Emmett and Sequent): every row stores the writing transaction's id
 * (`xid8`, `pg_current_xact_id()`). A reader only takes rows whose transaction id is below
 * the oldest transaction still in flight (the horizon, LOG_HORIZON above) — so
 * every transaction that could still add rows before them has finished. Rows are ordered
 * and checkpointed by (transaction_id, global_position), which is the commit-safe order.
 * A long-running writer only delays readers (bounded by idle_in_transaction_session_timeout),
 * it never makes them skip. (The snapshot's plain xmin would be cluster-wide: any
 * transaction in another database of the same server would hold new events back.)
 */
export async function readGlobalLog(
  db: Queryable,
  after: LogPosition,
  limit: number,
): Promise<EventRow[]> {
  // ORDER BY names the table's columns: a bare `transaction_id` would bind to the selected
  // `transaction_id::text` alias and sort the xids as text ('10' < '9'), skipping events at
  // every power of ten and sorting the whole rest of the log instead of walking the index.
  return db.query(
    `SELECT ${EVENT_COLUMNS}
       FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < ${LOG_HORIZON}
      ORDER BY events.transaction_id, events.global_position
      LIMIT $3`,
    [after.transactionId, after.globalPosition, limit],
  );
}

/** What follows `after` in the log: nothing committed, an event a reader can take, or held back. */
export type NextEvent = 'none' | 'visible' | 'held-back';

/**
 * Whether committed events follow `after`, and whether a reader may take the first one yet
 * ('held-back': an older transaction still in flight holds it behind the xmin horizon). A
 * reader that found nothing must ask this, not only whether something is held back: an
 * event that was held back when it read may have become visible since.
 */
export async function nextEventAfter(db: Queryable, after: LogPosition): Promise<NextEvent> {
  const rows: Array<{ visible: boolean }> = await db.query(
    `SELECT events.transaction_id < ${LOG_HORIZON} AS visible
       FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      ORDER BY events.transaction_id, events.global_position
      LIMIT 1`,
    [after.transactionId, after.globalPosition],
  );
  if (rows.length === 0) return 'none';
  return rows[0].visible ? 'visible' : 'held-back';
}

/**
 * The last place of the log a reader can take now (below the horizon), or LOG_START for an
 * empty log: where a new subscriber that must not see history starts.
 */
export async function visibleLogHead(db: Queryable): Promise<LogPosition> {
  const rows: Array<{ transaction_id: string; global_position: string }> = await db.query(
    `SELECT events.transaction_id::text AS transaction_id, events.global_position
       FROM events
      WHERE events.transaction_id < ${LOG_HORIZON}
      ORDER BY events.transaction_id DESC, events.global_position DESC
      LIMIT 1`,
  );
  const row = rows[0];
  return row
    ? { transactionId: row.transaction_id, globalPosition: Number(row.global_position) }
    : { transactionId: '0', globalPosition: 0 };
}
