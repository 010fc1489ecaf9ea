import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Decider, type DomainEvent, foldEvents } from '../../../platform/event-store/decider';
import { type AppendResult, EventStore } from '../../../platform/event-store/event-store';
import type { EventContext, NewEvent } from '../../../platform/event-store/event-types';

interface StreamRef {
  streamId: string;
  streamType: string;
}

/**
 * One database transaction around a match decision: the stream is read and appended with
 * the version read (a concurrent writer → 409), and the rows that must agree with the events
 * (pitch bookings, `unique_keys` claims) are written in the same transaction.
 */
export class MatchUnit {
  readonly appended: Array<{ streamId: string; result: AppendResult }> = [];

  constructor(
    readonly tx: EntityManager,
    private readonly store: EventStore,
    private readonly context: EventContext,
  ) {}

  async load<S, E extends DomainEvent>(
    stream: StreamRef,
    decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>,
  ): Promise<{ state: S; version: number }> {
    const past = await this.store.readStream(stream.streamId, this.tx);
    const state = foldEvents(decider, past as unknown as E[]);
    return { state, version: past.length === 0 ? 0 : past[past.length - 1].version };
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
}

@Injectable()
export class MatchTransactions {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  /** Runs `work` in one transaction; wakes the projections after it commits. */
  async run<T>(context: EventContext, work: (unit: MatchUnit) => Promise<T>): Promise<T> {
    const units: MatchUnit[] = [];
    const result = await this.db.transaction(async (tx) => {
      const unit = new MatchUnit(tx, this.store, context);
      units.push(unit);
      return work(unit);
    });
    for (const { streamId, result: appended } of units.flatMap((u) => u.appended)) {
      this.store.notifyAppended(streamId, appended);
    }
    return result;
  }
}
