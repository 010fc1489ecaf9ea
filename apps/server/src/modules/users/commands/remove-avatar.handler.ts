import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { avatars } from '../queries/avatars';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class RemoveAvatarCommand {
  constructor(
    readonly userId: string,
    readonly caller: Principal,
    readonly context: EventContext,
  ) {}
}

/** Owner or admin; removing an avatar that is not there changes nothing. */
@CommandHandler(RemoveAvatarCommand)
export class RemoveAvatarHandler implements ICommandHandler<RemoveAvatarCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caller, context }: RemoveAvatarCommand): Promise<void> {
    const now = this.clock.now();
    await this.unitOfWork.run(context, async (unit) => {
      await unit.decide(userStream(userId), userDecider, {
        type: 'RemoveAvatar',
        userId,
        actor: caller,
        now: now.toISOString(),
      });
      await avatars.remove(unit.tx, userId);
    });
  }
}
