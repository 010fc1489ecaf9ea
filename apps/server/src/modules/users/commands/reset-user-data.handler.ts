import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UserCommandRunner } from './user-command-runner';

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
    @Inject(UserCommandRunner) private readonly runner: UserCommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caller, context }: ResetUserDataCommand): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.runner.run({ type: 'ResetUserData', userId, actor: caller, now }, context);
  }
}
