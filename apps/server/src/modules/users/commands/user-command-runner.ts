import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { foldEvents } from '../../../platform/event-store/decider';
import { type AppendResult, EventStore } from '../../../platform/event-store/event-store';
import type { EventContext, NewEvent } from '../../../platform/event-store/event-types';
import {
  type UserCommand,
  userDecider,
  type UserEvent,
  type UserState,
  userStream,
} from '../domain/user.decider';

export interface UserCommandResult {
  before: UserState;
  after: UserState;
  events: UserEvent[];
}

/** What a handler does next to the append, in the same transaction (tables kept out of events). */
export type SideEffects = (tx: EntityManager, result: UserCommandResult) => Promise<void>;

/**
 * Load → decide → append on a user stream inside ONE database transaction, together with the
 * handler's side effects (credentials, keys, unique e-mail claim, avatar bytes, tokens): either
 * all of it commits or none. A concurrent writer on the stream makes the append fail (409).
 */
@Injectable()
export class UserCommandRunner {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async load(userId: string): Promise<UserState> {
    const past = await this.store.readStream(userStream(userId).streamId);
    return foldEvents(userDecider, past as unknown as UserEvent[]);
  }

  async run(
    command: UserCommand,
    context: EventContext,
    effects?: SideEffects,
  ): Promise<UserCommandResult> {
    const stream = userStream(command.userId);
    let appended: AppendResult | null = null;
    const result = await this.db.transaction(async (tx) => {
      const past = await this.store.readStream(stream.streamId, tx);
      const before = foldEvents(userDecider, past as unknown as UserEvent[]);
      const events = userDecider.decide(command, before);
      const after = events.reduce(userDecider.evolve, before);
      const outcome = { before, after, events };
      if (events.length > 0) {
        const version = past.length === 0 ? 0 : past[past.length - 1].version;
        appended = await this.store.append(
          stream.streamId,
          stream.streamType,
          version,
          events as NewEvent[],
          context,
          tx,
        );
      }
      if (effects) await effects(tx, outcome);
      return outcome;
    });
    if (appended) this.store.notifyAppended(stream.streamId, appended);
    return result;
  }
}
