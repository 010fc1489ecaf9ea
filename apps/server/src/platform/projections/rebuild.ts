import type { DataSource, EntityManager } from 'typeorm';
import { readGlobalLog } from '../event-store/event-store';
import { toStoredEvent } from '../event-store/event-row';
import { LOG_START, type LogPosition } from '../event-store/event-types';
import type { UpcasterRegistry } from '../event-store/upcasters';
import { applyEvents, ASYNC_COMMIT, handles, quoteIdent, REPLAY, useSchema } from './apply-batch';
import { ChangeCollector } from './change-collector';
import { resetCheckpoint, schemaHash } from './checkpoints';
import type { Projection } from './projection';

export interface RebuildProgress {
  projection: string;
  applied: number;
  position: number;
  head: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

/** What one projection's rebuild did: events read, where it got to, its handlers' share. */
export interface RebuildResult {
  /** Events of the log replayed into it (the whole log: every projection reads every event). */
  applied: number;
  position: LogPosition;
  /** Events of a type it handles (handlers, batchHandlers or anyEvent). */
  handled: number;
  /** Seconds spent applying events to it (its handlers and writes), swap catch-up included. */
  seconds: number;
}

/** Seconds the pass spent outside any projection: reading and decoding the log. */
export interface RebuildPassTimes {
  readSeconds: number;
}

const LOCK_NAMESPACE = 7_310_002;

/**
 * Blue/green rebuild: replays the whole log from position 0 into fresh tables in a schema of
 * their own while the live tables keep serving (and the live runner keeps them current).
 * When the replay has caught up, one transaction takes the projection's lock (waiting for
 * a live batch in flight), applies the last events, drops the live tables, moves the fresh
 * ones into `public` and sets the checkpoint. Readers never see an empty or partial table.
 */
export async function rebuildProjection(
  db: DataSource,
  projection: Projection,
  upcasters: UpcasterRegistry,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(db, [projection], upcasters, options);
  return result;
}

/**
 * The rebuild of several projections in one pass over the log: each batch of events is read
 * and decoded once and applied to every projection's fresh tables (each in its own schema, in
 * one transaction per batch), instead of one replay of the whole log per projection. Then
 * each is swapped in as `rebuildProjection` says, one after another (its own lock, its own
 * last events). Progress is reported per projection; the results come in the given order.
 */
export async function rebuildProjections(
  db: DataSource,
  projections: readonly Projection[],
  upcasters: UpcasterRegistry,
  options: RebuildOptions & { times?: RebuildPassTimes } = {},
): Promise<RebuildResult[]> {
  if (projections.length === 0) return [];
  const batchSize = options.batchSize ?? 2_000;
  const targets = projections.map((projection) => ({
    projection,
    schema: `rebuild_${projection.name}`,
    spent: { handled: 0, seconds: 0 },
  }));
  try {
    for (const target of targets) await prepareSchema(db, target.projection, target.schema);
    const headRows: Array<{ head: string | null }> = await db.query(
      'SELECT max(global_position) AS head FROM events',
    );
    const head = Number(headRows[0]?.head ?? 0);
    let position: LogPosition = LOG_START;
    let applied = 0;
    const pass = async (m: EntityManager): Promise<number> => {
      const reading = process.hrtime.bigint();
      await m.query(`SELECT ${ASYNC_COMMIT}`);
      const rows = await readGlobalLog(m, position, batchSize);
      if (rows.length === 0) return 0;
      const events = rows.map((row) => toStoredEvent(row, upcasters));
      if (options.times) options.times.readSeconds += secondsSince(reading);
      for (const { projection, schema, spent } of targets) {
        const started = process.hrtime.bigint();
        await useSchema(m, schema);
        await applyEvents(m, projection, events, new ChangeCollector(), undefined, REPLAY);
        spent.seconds += secondsSince(started);
        spent.handled += events.filter((event) => handles(projection, event.type)).length;
      }
      const last = events[events.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      applied += events.length;
      for (const { projection } of targets) {
        options.onProgress?.({
          projection: projection.name,
          applied,
          position: position.globalPosition,
          head,
        });
      }
      return events.length;
    };
    while ((await db.transaction(pass)) === batchSize) {
      /* replaying */
    }
    const results: RebuildResult[] = [];
    for (const target of targets) {
      const started = process.hrtime.bigint();
      const swapped = await swapRebuilt(
        db,
        target,
        upcasters,
        { batchSize, position, applied, head },
        options,
      );
      const seconds = target.spent.seconds + secondsSince(started);
      results.push({ ...swapped, handled: target.spent.handled + swapped.handled, seconds });
    }
    return results;
  } finally {
    for (const { schema } of targets) {
      await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    }
  }
}

async function prepareSchema(db: DataSource, projection: Projection, schema: string) {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await db.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await db.transaction(async (m) => {
    await useSchema(m, schema);
    for (const statement of projection.ddl) await m.query(statement);
  });
}

/**
 * Swaps a replayed projection in: under its lock, the events appended since the pass, then
 * the live tables replaced by the fresh ones and the checkpoint set, in one transaction.
 */
async function swapRebuilt(
  db: DataSource,
  { projection, schema }: { projection: Projection; schema: string },
  upcasters: UpcasterRegistry,
  from: { batchSize: number; position: LogPosition; applied: number; head: number },
  options: RebuildOptions,
): Promise<{ applied: number; position: LogPosition; handled: number }> {
  let { position, applied } = from;
  let handled = 0;
  const catchUp = async (m: EntityManager): Promise<number> => {
    await useSchema(m, schema);
    const rows = await readGlobalLog(m, position, from.batchSize);
    if (rows.length === 0) return 0;
    const events = rows.map((row) => toStoredEvent(row, upcasters));
    const last = await applyEvents(m, projection, events, new ChangeCollector(), undefined, REPLAY);
    if (last) position = last;
    applied += events.length;
    handled += events.filter((event) => handles(projection, event.type)).length;
    options.onProgress?.({
      projection: projection.name,
      applied,
      position: position.globalPosition,
      head: Math.max(from.head, position.globalPosition),
    });
    return events.length;
  };
  await swapIn(
    db,
    async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        LOCK_NAMESPACE,
        projection.name,
      ]);
      while ((await catchUp(m)) > 0) {
        /* final catch-up under the lock */
      }
      await m.query('SET LOCAL search_path TO public');
      await lockLiveTables(m, projection.tables);
      for (const table of projection.tables) {
        await m.query(`DROP TABLE IF EXISTS public.${quoteIdent(table)} CASCADE`);
        await m.query(`ALTER TABLE ${quoteIdent(schema)}.${quoteIdent(table)} SET SCHEMA public`);
      }
      await resetCheckpoint(m, projection.name, schemaHash(projection), position);
    },
    {
      save: () => ({ position, applied, handled }),
      restore: (saved) => {
        position = saved.position;
        applied = saved.applied;
        handled = saved.handled;
      },
    },
  );
  return { applied, position, handled };
}

const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * Waiting for a table a reader holds is bounded well below PostgreSQL's deadlock_timeout
 * (1 s): a reader that has one of the live tables and waits for another the swap already
 * holds would otherwise be chosen as the deadlock's victim and answer 500. The swap gives
 * way instead (lock_not_available) and tries again a moment later.
 */
const SWAP_LOCK_TIMEOUT = '250ms';
const SWAP_ATTEMPTS = 40;
const LOCK_NOT_AVAILABLE = '55P03';

async function lockLiveTables(m: EntityManager, tables: readonly string[]): Promise<void> {
  const existing: Array<{ name: string }> = await m.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname = ANY($1::text[])`,
    [tables],
  );
  if (existing.length === 0) return;
  await m.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
  const list = existing.map((row) => `public.${quoteIdent(row.name)}`).join(', ');
  await m.query(`LOCK TABLE ${list} IN ACCESS EXCLUSIVE MODE`);
  await m.query(`SET LOCAL lock_timeout = 0`);
}

interface SwapState<T> {
  save: () => T;
  restore: (saved: T) => void;
}

async function swapIn<T>(
  db: DataSource,
  work: (m: EntityManager) => Promise<void>,
  state: SwapState<T>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const saved = state.save();
    try {
      await db.transaction(work);
      return;
    } catch (error) {
      state.restore(saved);
      const code = (error as { driverError?: { code?: string } }).driverError?.code;
      if (code !== LOCK_NOT_AVAILABLE || attempt >= SWAP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/** Creates a projection's tables and checkpoint from scratch (first start, empty log). */
export async function createProjectionTables(
  db: DataSource,
  projection: Projection,
): Promise<void> {
  await db.transaction(async (m) => {
    await m.query('SET LOCAL search_path TO public');
    for (const table of projection.tables) {
      await m.query(`DROP TABLE IF EXISTS public.${quoteIdent(table)} CASCADE`);
    }
    for (const statement of projection.ddl) await m.query(statement);
    await resetCheckpoint(m, projection.name, schemaHash(projection), LOG_START);
  });
}
