import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamDecider } from '../domain/team.decider';
import { teamStream } from '../domain/team.events';

export class HandOverCaptaincyCommand {
  constructor(
    readonly payload: {
      actor: Principal;
      teamId: string;
      oldCaptainId: string;
      newCaptainId: string;
    },
    readonly context: EventContext,
  ) {}
}

/** `POST /api/user-team/change-capitan`: the captain (or an admin) promotes a member. */
@CommandHandler(HandOverCaptaincyCommand)
export class HandOverCaptaincyHandler implements ICommandHandler<HandOverCaptaincyCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: HandOverCaptaincyCommand): Promise<void> {
    const { actor, teamId, oldCaptainId, newCaptainId } = payload;
    await this.unitOfWork.decide(
      teamStream(teamId),
      teamDecider,
      { type: 'HandOverCaptaincy', actor, oldCaptainId, newCaptainId },
      context,
    );
  }
}
