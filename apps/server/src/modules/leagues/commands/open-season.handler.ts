import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { type OpenSeason, seasonDecider, seasonStream } from '../domain/season.decider';

export class OpenSeasonCommand {
  constructor(
    readonly payload: Omit<OpenSeason, 'type'>,
    readonly context: EventContext,
  ) {}
}

@CommandHandler(OpenSeasonCommand)
export class OpenSeasonHandler implements ICommandHandler<OpenSeasonCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: OpenSeasonCommand): Promise<void> {
    await this.unitOfWork.decide(
      seasonStream(payload.seasonId),
      seasonDecider,
      { type: 'OpenSeason', ...payload },
      context,
    );
  }
}
