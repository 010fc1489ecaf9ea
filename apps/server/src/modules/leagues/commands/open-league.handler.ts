import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../platform/event-store/decider';
import { EventStore } from '../../../platform/event-store/event-store';
import type { EventContext } from '../../../platform/event-store/event-types';
import { leagueDecider, leagueStream, type OpenLeague } from '../domain/league.decider';

export class OpenLeagueCommand {
  constructor(
    readonly payload: Omit<OpenLeague, 'type'>,
    readonly context: EventContext,
  ) {}
}

@CommandHandler(OpenLeagueCommand)
export class OpenLeagueHandler implements ICommandHandler<OpenLeagueCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ payload, context }: OpenLeagueCommand): Promise<void> {
    await executeOnStream(
      this.store,
      leagueStream(payload.leagueId),
      leagueDecider,
      { type: 'OpenLeague', ...payload },
      context,
    );
  }
}
