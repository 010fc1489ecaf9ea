import type { EntityManager } from 'typeorm';
import type { LogPosition, StoredEvent } from '../event-store/event-types';
import { ChangeCollector } from './change-collector';
import type { Projection, ProjectionContext } from './projection';

/** A handler threw on an event: a poison event for this projection (or a bug in it). */
export class ProjectionHandlerError extends Error {
  constructor(
    readonly projectionName: string,
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${projectionName} failed on ${event.type} #${event.globalPosition}: ${reason}`);
    this.name = 'ProjectionHandlerError';
  }
}

/** Applies events to a projection inside the caller's transaction; returns where it got to. */
export async function applyEvents(
  manager: EntityManager,
  projection: Projection,
  events: StoredEvent[],
  changes: ChangeCollector,
): Promise<LogPosition | null> {
  const ctx: ProjectionContext = {
    query: (sql, params) => manager.query(sql, params),
    notify: (topic, room, ids) => changes.add(topic, room, ids),
  };
  let last: LogPosition | null = null;
  for (const event of events) {
    const handler = projection.handlers[event.type];
    if (handler) {
      try {
        await handler(event, ctx);
      } catch (cause) {
        throw new ProjectionHandlerError(projection.name, event, cause);
      }
    }
    last = { transactionId: event.transactionId, globalPosition: event.globalPosition };
  }
  return last;
}

/** `SET LOCAL search_path` so a projection's unqualified table names land in `schema`. */
export async function useSchema(manager: EntityManager, schema: string): Promise<void> {
  await manager.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad identifier ${name}`);
  return `"${name}"`;
}
