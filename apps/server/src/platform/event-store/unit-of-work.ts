import type { DataSource, EntityManager } from 'typeorm';
import { type Decider, type DomainEvent, foldEvents, type StreamRef } from './decider';
import type { AppendResult, EventStore, Queryable } from './event-store';
import { type EventContext, type LogPosition, NO_STREAM, type NewEvent } from './event-types';
import { currentAnswerScope } from '../projections/answer-scope';

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
  readonly appended: Array<{ streamId: string; result: AppendResult; types: string[] }> = [];

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
    this.appended.push({ streamId: stream.streamId, result, types: events.map((e) => e.type) });
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

  /** `claim` for many values of one scope and owner in one statement (the season turn). */
  async claimMany(
    scope: string,
    values: readonly string[],
    owner: string,
    taken: () => Error,
  ): Promise<void> {
    if (values.length === 0) return;
    const rows: unknown[] = await this.tx.query(
      `INSERT INTO unique_keys (scope, value, owner_stream_id)
       SELECT $1, v, $3 FROM unnest($2::text[]) AS v
       ON CONFLICT (scope, value) DO NOTHING RETURNING value`,
      [scope, values, owner],
    );
    if (rows.length !== new Set(values).size) throw taken();
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

/** What a command waits for after its commit, in a request: its views (read your writes). */
export interface ViewsCatchUp {
  /** `true` once every view fed by `types` has passed `target`; `false` when it gave up. */
  waitFor(types: Iterable<string>, target: LogPosition): Promise<boolean>;
}

/**
 * The one way a command runs: `run` opens a transaction, hands the handler a CommandUnit to
 * load streams, decide, append and claim keys, commits, and only then wakes the projections
 * (`notifyAppended`) for every stream it appended to. A handler never opens its own.
 *
 * Read your writes: inside a request (an answer scope), `run` then waits, bounded, until the
 * projections that handle the appended event types have passed its last event, so the answer
 * leaves only when every read shows the write; when they do not in time, the answer says the
 * views are catching up. Outside a request (demo seeder, start-up tasks, CLI) it never waits.
 */
export class UnitOfWork {
  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly views: ViewsCatchUp | null = null,
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
    await this.awaitViews(appended);
    return result;
  }

  private async awaitViews(appended: CommandUnit['appended']): Promise<void> {
    const scope = currentAnswerScope();
    if (!this.views || !scope || appended.length === 0) return;
    // one transaction: every event has its id, the highest position is the last in log order
    const last = Math.max(...appended.flatMap(({ result }) => result.positions));
    const target = { transactionId: appended[0].result.transactionId, globalPosition: last };
    const types = new Set(appended.flatMap(({ types }) => types));
    if (!(await this.views.waitFor(types, target))) scope.viewsCatchingUp = true;
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
