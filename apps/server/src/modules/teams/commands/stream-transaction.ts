import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Decider, type DomainEvent, foldEvents } from '../../../platform/event-store/decider';
import { type AppendResult, EventStore } from '../../../platform/event-store/event-store';
import type { EventContext, NewEvent } from '../../../platform/event-store/event-types';
import type { AppError } from '../../../platform/http/app-errors';

export interface StreamRef {
  streamId: string;
  streamType: string;
}

/**
 * One database transaction over several streams and `unique_keys` claims: every append uses
 * the version that was read (a concurrent writer → 409), every claim is a row that a
 * concurrent transaction cannot also insert. Either all of it commits or none.
 */
export class StreamTransaction {
  readonly appended: Array<{ streamId: string; result: AppendResult }> = [];

  constructor(
    readonly tx: EntityManager,
    private readonly store: EventStore,
    private readonly context: EventContext,
  ) {}

  /** Reads a stream and folds it; `version` is what the append will expect. */
  async load<S, E extends DomainEvent>(
    stream: StreamRef,
    decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>,
  ): Promise<{ state: S; version: number }> {
    const past = await this.store.readStream(stream.streamId, this.tx);
    const state = foldEvents(decider, past as unknown as E[]);
    return { state, version: past.length === 0 ? 0 : past[past.length - 1].version };
  }

  /** Loads, decides and appends in one go; returns the new events and state. */
  async execute<S, C, E extends DomainEvent>(
    stream: StreamRef,
    decider: Decider<S, C, E>,
    command: C,
  ): Promise<{ events: E[]; before: S; after: S }> {
    const { state, version } = await this.load(stream, decider);
    const events = decider.decide(command, state);
    await this.append(stream, version, events);
    return { events, before: state, after: events.reduce(decider.evolve, state) };
  }

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
   * Claims (scope, value) for a stream; `taken` is thrown when another owner holds it. A
   * concurrent claimer waits on the unique index and then sees the row: never two owners.
   */
  async claim(scope: string, value: string, owner: string, taken: () => AppError): Promise<void> {
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

@Injectable()
export class StreamTransactions {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  /** Runs `work` in one transaction; wakes the projections after it commits. */
  async run<T>(context: EventContext, work: (t: StreamTransaction) => Promise<T>): Promise<T> {
    let unit: StreamTransaction | null = null;
    const result = await this.db.transaction(async (tx) => {
      unit = new StreamTransaction(tx, this.store, context);
      return work(unit);
    });
    for (const { streamId, result: appended } of (unit as StreamTransaction | null)?.appended ??
      []) {
      this.store.notifyAppended(streamId, appended);
    }
    return result;
  }
}
