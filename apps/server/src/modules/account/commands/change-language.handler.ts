import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TextLanguage } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../../users/domain/user.decider';

export class ChangeLanguageCommand {
  constructor(
    readonly caller: Principal,
    readonly language: TextLanguage,
    readonly context: EventContext,
  ) {}
}

/**
 * The language the caller switched to while logged in (issue 19): `UserLanguageChanged` on
 * their account (nothing when it is already the account's language). Their e-mails and
 * notifications follow it, and a login on another device answers it.
 */
@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ caller, language, context }: ChangeLanguageCommand): Promise<void> {
    await this.unitOfWork.run(context, async (unit) => {
      await unit.decide(userStream(caller.userId), userDecider, {
        type: 'ChangeLanguage',
        userId: caller.userId,
        actor: caller,
        language,
        now: this.clock.now().toISOString(),
      });
    });
  }
}
