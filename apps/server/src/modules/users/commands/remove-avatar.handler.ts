import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { avatars } from '../queries/avatars';
import { UserCommandRunner } from './user-command-runner';

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
    @Inject(UserCommandRunner) private readonly runner: UserCommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caller, context }: RemoveAvatarCommand): Promise<void> {
    const now = this.clock.now();
    await this.runner.run(
      { type: 'RemoveAvatar', userId, actor: caller, now: now.toISOString() },
      context,
      (tx) => avatars.remove(tx, userId),
    );
  }
}
