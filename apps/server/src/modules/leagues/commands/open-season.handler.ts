import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import { EventStore } from '../../../platform/event-store/event-store';
import { executeOnStream } from '../../../platform/event-store/decider';
import { type OpenSeason, seasonDecider, seasonStream } from '../domain/season.decider';

export class OpenSeasonCommand {
  constructor(
    readonly payload: Omit<OpenSeason, 'type'>,
    readonly context: EventContext,
  ) {}
}

@CommandHandler(OpenSeasonCommand)
export class OpenSeasonHandler implements ICommandHandler<OpenSeasonCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ payload, context }: OpenSeasonCommand): Promise<void> {
    await executeOnStream(
      this.store,
      seasonStream(payload.seasonId),
      seasonDecider,
      { type: 'OpenSeason', ...payload },
      context,
    );
  }
}
