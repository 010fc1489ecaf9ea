import type { EntityManager } from 'typeorm';
import type { LogPosition, StoredEvent } from '../event-store/event-types';
import { ChangeCollector } from './change-collector';
import { checkpointMove } from './checkpoints';
import { PipelinedStatementError, PipelinedWrites } from './pipelined-writes';
import type { Projection, ProjectionContext } from './projection';

/** A handler threw on an event: a poison event for this projection (or a bug in it). */
export class ProjectionHandlerError extends Error {
  constructor(
    readonly projectionName: string,
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    // the correlation id leads from the logs and the admin status back to the request
    const at = `${event.type} #${event.globalPosition} (correlation ${event.metadata.correlationId})`;
    super(`${projectionName} failed on ${at}: ${reason}`);
    this.name = 'ProjectionHandlerError';
  }
}

/** How a batch is applied: live (its changes are pushed) or replayed (nobody is told). */
export interface ApplyMode {
  notifying: boolean;
}

export const LIVE: ApplyMode = { notifying: true };
/** A rebuild's replay: `ctx.notifying` is false and `ctx.notify` records nothing. */
export const REPLAY: ApplyMode = { notifying: false };

/** Whether a projection does anything with events of `type`. */
export function handles(projection: Projection, type: string): boolean {
  return Boolean(ownHandler(projection, type) ?? projection.anyEventBatch ?? projection.anyEvent);
}

const ownHandler = (projection: Projection, type: string) =>
  projection.batchHandlers?.[type] ?? projection.handlers[type];

/** Queued `ctx.execute` writes are sent at the latest when this many wait. */
const MAX_QUEUED_WRITES = 1_000;

/**
 * Applies events to a projection inside the caller's transaction; returns where it got to.
 * Per-event handlers run in log order; a `batchHandlers` type gets each run of consecutive
 * events of its type at once. Writes queued with `ctx.execute` are pipelined (see
 * pipelined-writes.ts) and all sent before this returns. With `checkpoint`, that checkpoint
 * row moves to the last event in the same round trip as the last writes. `REPLAY` (a rebuild)
 * tells handlers that nobody is notified (`ctx.notifying`).
 */
export async function applyEvents(
  manager: EntityManager,
  projection: Projection,
  events: StoredEvent[],
  changes: ChangeCollector,
  checkpoint?: string,
  mode: ApplyMode = LIVE,
): Promise<LogPosition | null> {
  // tagged with the event whose handler queued the write; null: the checkpoint's own move
  const writes = new PipelinedWrites<StoredEvent | null>(manager);
  const flush = async () => {
    try {
      await writes.flush();
    } catch (error) {
      if (!(error instanceof PipelinedStatementError)) throw error;
      if (error.tag === null) throw error.cause;
      throw new ProjectionHandlerError(projection.name, error.tag as StoredEvent, error.cause);
    }
  };
  let current: StoredEvent | null = null;
  const ctx: ProjectionContext = {
    query: async (sql, params) => {
      await flush();
      return manager.query(sql, params);
    },
    execute: (sql, params) => {
      if (!current) throw new Error('ctx.execute called outside a projection handler');
      writes.add(sql, params, current);
    },
    notifying: mode.notifying,
    notify: mode.notifying
      ? (topic, room, ids, cause) =>
          changes.add(topic, room, ids, (cause ?? current)?.metadata.correlationId)
      : () => undefined,
  };
  const run = async (event: StoredEvent, apply: () => Promise<void>) => {
    current = event;
    try {
      await apply();
    } catch (cause) {
      if (cause instanceof ProjectionHandlerError) throw cause;
      throw new ProjectionHandlerError(projection.name, event, cause);
    } finally {
      current = null;
    }
    if (writes.size >= MAX_QUEUED_WRITES) await flush();
  };

  const batchHandlers = projection.batchHandlers ?? {};
  for (let i = 0; i < events.length;) {
    const event = events[i];
    const batchHandler = batchHandlers[event.type];
    if (batchHandler) {
      // the run: this event and the next ones of its type (or of any type with the same batch
      // handler, `batchAcrossTypes`), over events nobody here handles
      const sameRun = (type: string) =>
        type === event.type ||
        (projection.batchAcrossTypes === true && batchHandlers[type] === batchHandler);
      const runEvents = [event];
      let j = i + 1;
      for (; j < events.length; j++) {
        if (sameRun(events[j].type)) runEvents.push(events[j]);
        else if (handles(projection, events[j].type)) break;
      }
      await run(event, () => batchHandler(runEvents, ctx));
      i = j;
      continue;
    }
    const anyEventBatch = projection.anyEventBatch;
    if (anyEventBatch && !projection.handlers[event.type]) {
      // the run: this event and the next ones that have no handler of their own
      let j = i + 1;
      while (j < events.length && !ownHandler(projection, events[j].type)) j++;
      const runEvents = events.slice(i, j);
      await run(event, () => anyEventBatch(runEvents, ctx));
      i = j;
      continue;
    }
    const handler = projection.handlers[event.type] ?? projection.anyEvent;
    if (handler) await run(event, () => handler(event, ctx));
    i += 1;
  }
  const lastEvent = events[events.length - 1];
  const last = lastEvent
    ? { transactionId: lastEvent.transactionId, globalPosition: lastEvent.globalPosition }
    : null;
  if (last && checkpoint) {
    const move = checkpointMove(checkpoint, last);
    writes.add(move.sql, move.params, null);
  }
  await flush();
  return last;
}

/**
 * A select-list item that makes the current transaction commit asynchronously
 * (`SET LOCAL synchronous_commit = off`): COMMIT returns before its WAL reaches the disk.
 * Used for projection batches only, never for appends. Safe there because a read table is
 * derived data: its rows and its checkpoint move in the same transaction, so a crash that
 * loses the last batches' commits (at most ~3 × wal_writer_delay) rolls both back together,
 * atomically, and the runner applies those events again from the durable log. Nothing else
 * commits in these transactions. It spares every batch a WAL flush (and the appends the
 * competition for it).
 */
export const ASYNC_COMMIT = `set_config('synchronous_commit', 'off', true) AS async_commit`;

/** `SET LOCAL search_path` so a projection's unqualified table names land in `schema`. */
export async function useSchema(manager: EntityManager, schema: string): Promise<void> {
  await manager.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad identifier ${name}`);
  return `"${name}"`;
}
