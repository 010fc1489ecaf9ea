import type { DataSource, EntityManager } from 'typeorm';
import { type Decider, type DomainEvent, foldEvents, type StreamRef } from './decider';
import type { AppendResult, EventStore, Queryable } from './event-store';
import { type EventContext, NO_STREAM, type NewEvent } from './event-types';

/** What a decision produced on one stream: its new events and the state before and after. */
export interface Decided<S, E> {
  events: E[];
  before: S;
  after: S;
}

type Folder<S, E extends DomainEvent> = Pick<Decider<S, never, E>, 'initialState' | 'evolve'>;

/** Reads a stream (inside `tx` when given) and folds it; `version` is what an append expects. */
export async function loadStream<S, E extends DomainEvent>(
  store: EventStore,
  stream: StreamRef,
  decider: Folder<S, E>,
  tx?: Queryable,
): Promise<{ state: S; version: number }> {
  const past = await store.readStream(stream.streamId, tx);
  const state = foldEvents(decider, past as unknown as E[]);
  return { state, version: past.length === 0 ? NO_STREAM : past[past.length - 1].version };
}

/**
 * One command's database transaction over any number of streams and `unique_keys` claims:
 * every append uses the version that was read (a concurrent writer → StreamVersionConflictError),
 * every claim is a row a concurrent transaction cannot also insert, and the tables a decision
 * keeps next to its events (pitch bookings, credentials, image bytes) are written through `tx`.
 * Either all of it commits or none. Made only by `UnitOfWork.run`.
 */
export class CommandUnit {
  readonly appended: Array<{ streamId: string; result: AppendResult }> = [];

  constructor(
    readonly tx: EntityManager,
    private readonly store: EventStore,
    private readonly context: EventContext,
  ) {}

  /** Reads a stream in this transaction and folds it. */
  load<S, E extends DomainEvent>(stream: StreamRef, decider: Folder<S, E>) {
    return loadStream(this.store, stream, decider, this.tx);
  }

  /** Load → decide → append on one stream; returns the new events and the states around them. */
  async decide<S, C, E extends DomainEvent>(
    stream: StreamRef,
    decider: Decider<S, C, E>,
    command: C,
  ): Promise<Decided<S, E>> {
    const { state, version } = await this.load(stream, decider);
    const events = decider.decide(command, state);
    await this.append(stream, version, events);
    return { events, before: state, after: events.reduce(decider.evolve, state) };
  }

  /** Appends with the version that was read; the projections hear of it after commit. */
  async append(stream: StreamRef, version: number, events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const result = await this.store.append(
      stream.streamId,
      stream.streamType,
      version,
      events as NewEvent[],
      this.context,
      this.tx,
    );
    this.appended.push({ streamId: stream.streamId, result });
  }

  /** Row-locks a stream until commit: writers of that stream wait (they will then re-check). */
  async lock(streamId: string): Promise<void> {
    await this.tx.query('SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE', [streamId]);
  }

  /**
   * Claims (scope, value) for a stream; `taken()` is thrown when another owner holds it. A
   * concurrent claimer waits on the unique index and then sees the row: never two owners.
   */
  async claim(scope: string, value: string, owner: string, taken: () => Error): Promise<void> {
    const rows: unknown[] = await this.tx.query(
      `INSERT INTO unique_keys (scope, value, owner_stream_id) VALUES ($1, $2, $3)
       ON CONFLICT (scope, value) DO NOTHING RETURNING value`,
      [scope, value, owner],
    );
    if (rows.length === 0) throw taken();
  }

  async release(scope: string, value: string, owner: string): Promise<void> {
    await this.tx.query(
      'DELETE FROM unique_keys WHERE scope = $1 AND value = $2 AND owner_stream_id = $3',
      [scope, value, owner],
    );
  }

  /** The stream that holds (scope, value), or null. */
  async ownerOf(scope: string, value: string): Promise<string | null> {
    const rows: Array<{ owner_stream_id: string }> = await this.tx.query(
      'SELECT owner_stream_id FROM unique_keys WHERE scope = $1 AND value = $2',
      [scope, value],
    );
    return rows[0]?.owner_stream_id ?? null;
  }
}

/**
 * The one way a command runs: `run` opens a transaction, hands the handler a CommandUnit to
 * load streams, decide, append and claim keys, commits, and only then wakes the projections
 * (`notifyAppended`) for every stream it appended to. A handler never opens its own.
 */
export class UnitOfWork {
  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  async run<T>(context: EventContext, work: (unit: CommandUnit) => Promise<T>): Promise<T> {
    let unit: CommandUnit | null = null;
    const result = await this.db.transaction(async (tx) => {
      unit = new CommandUnit(tx, this.store, context);
      return work(unit);
    });
    const appended = (unit as CommandUnit | null)?.appended ?? [];
    for (const { streamId, result: position } of appended) {
      this.store.notifyAppended(streamId, position);
    }
    return result;
  }

  /** A command on one stream and nothing else: load → decide → append → commit → notify. */
  decide<S, C, E extends DomainEvent>(
    stream: StreamRef,
    decider: Decider<S, C, E>,
    command: C,
    context: EventContext,
  ): Promise<Decided<S, E>> {
    return this.run(context, (unit) => unit.decide(stream, decider, command));
  }

  /** A stream's current state, read outside a command (login, a link opened twice). */
  async state<S, E extends DomainEvent>(stream: StreamRef, decider: Folder<S, E>): Promise<S> {
    return (await loadStream(this.store, stream, decider)).state;
  }
}
