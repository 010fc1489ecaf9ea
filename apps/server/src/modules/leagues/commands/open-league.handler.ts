import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
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
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: OpenLeagueCommand): Promise<void> {
    await this.unitOfWork.decide(
      leagueStream(payload.leagueId),
      leagueDecider,
      { type: 'OpenLeague', ...payload },
      context,
    );
  }
}
