import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class ResetUserDataCommand {
  constructor(
    readonly userId: string,
    readonly caller: Principal,
    readonly context: EventContext,
  ) {}
}

/** Admin: the name becomes "Renamed User", birth date, height and shirt number are cleared. */
@CommandHandler(ResetUserDataCommand)
export class ResetUserDataHandler implements ICommandHandler<ResetUserDataCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caller, context }: ResetUserDataCommand): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.unitOfWork.decide(
      userStream(userId),
      userDecider,
      { type: 'ResetUserData', userId, actor: caller, now },
      context,
    );
  }
}
