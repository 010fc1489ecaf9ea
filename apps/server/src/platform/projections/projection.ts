import type { ChangeTopic } from '@liga/contracts';
import type { StoredEvent } from '../event-store/event-types';

/** What a projection handler may do inside its batch transaction. */
export interface ProjectionContext {
  /**
   * Runs SQL in the batch's transaction. Unqualified table names resolve to this projection's
   * tables: the live ones, or the fresh ones of a rebuild (the runner sets search_path).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Queues a write whose result nobody reads (INSERT/UPDATE/DELETE, no RETURNING); do not
   * await it. Queued writes go to PostgreSQL together in one round trip, in order, before the
   * next `query` (so reads see them) and before the batch moves its checkpoint. A failing
   * write fails the event that queued it, like a throwing handler. Much faster than awaiting
   * `query` for each write: see docs/PERFORMANCE.md.
   */
  execute(sql: string, params?: unknown[]): void;
  /**
   * Announces a change of this read model; pushed to the room after the batch commits, traced
   * to the correlation id of `cause` (a batch handler's event of the run; default: the first).
   */
  notify(topic: ChangeTopic, room: string, ids?: string[], cause?: StoredEvent): void;
  /**
   * False in a rebuild's replay, where nobody is told (`notify` records nothing): a handler
   * skips the reads whose only use is to choose the rooms to notify (one round trip per event).
   * What it writes must not depend on it: a replay equals the live tables.
   */
  readonly notifying: boolean;
}

export type ProjectionHandler = (event: StoredEvent, ctx: ProjectionContext) => Promise<void>;

/**
 * Applies several events of one type at once, in log order (e.g. one multi-row upsert with
 * `unnest`). It gets each run of consecutive events of its type: no event that this projection
 * handles lies between them, so the result must equal applying them one by one.
 */
export type ProjectionBatchHandler = (
  events: StoredEvent[],
  ctx: ProjectionContext,
) => Promise<void>;

/**
 * A projection: handlers per event type, its own read tables (created by `ddl`, unqualified
 * names) and one checkpoint row. Changing `ddl` or `version` makes the next start rebuild it.
 */
export interface Projection {
  name: string;
  /** Bump to force a rebuild when handlers change meaning without a DDL change. */
  version: number;
  tables: string[];
  ddl: string[];
  handlers: Partial<Record<string, ProjectionHandler>>;
  /** Optional: event types applied a run at a time (takes precedence over `handlers`). */
  batchHandlers?: Partial<Record<string, ProjectionBatchHandler>>;
  /**
   * Optional: a run of `batchHandlers` goes on over events of other types that have the same
   * batch handler (one function for many types: it gets every event of the batch it handles,
   * in log order, e.g. a derivation that keeps its state in memory for the whole batch).
   * Without it a run holds events of one type only.
   */
  batchAcrossTypes?: boolean;
  /**
   * Optional: applied to every event that has no handler of its own (a projection about the
   * log itself, such as the audit trail, which records events of types it does not know).
   */
  anyEvent?: ProjectionHandler;
  /**
   * Optional, instead of `anyEvent`: gets each run of consecutive events that have no handler
   * of their own, at once (a replay's whole batch for a projection with no other handlers).
   */
  anyEventBatch?: ProjectionBatchHandler;
  /**
   * Optional: the daemon runs this projection's drain ahead of the others woken by the same
   * append, so its push leaves first (the league table that people watch live). The others
   * start when it has drained, or after a short wait at most (see projection-daemon.ts).
   */
  runsFirst?: boolean;
}

/** Nest token of the app's projections (`Projection[]`), for the operations console. */
export const PROJECTIONS = Symbol('PROJECTIONS');

export function defineProjection(projection: Projection): Projection {
  for (const table of projection.tables) {
    if (!/^[a-z][a-z0-9_]*$/.test(table)) throw new Error(`Bad table name ${table}`);
  }
  return projection;
}
