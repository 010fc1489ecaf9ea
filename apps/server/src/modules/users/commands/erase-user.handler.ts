import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActiveAccounts } from '../../../platform/auth/active-accounts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { shredPersonalData } from './erasure';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class EraseUserCommand {
  constructor(
    readonly userId: string,
    readonly caller: Principal,
    readonly context: EventContext,
  ) {}
}

/**
 * Deleting an account (admin). One transaction appends `UserErased` and shreds everything
 * personal kept outside the projection: the data key (so the sealed fields in every past event
 * become unreadable, see personal-data-vault.ts), the e-mail claim, the password hash, the
 * avatar bytes, tokens and sessions. The users projection blanks the row on `UserErased`.
 */
@CommandHandler(EraseUserCommand)
export class EraseUserHandler implements ICommandHandler<EraseUserCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
  ) {}

  async execute({ userId, caller, context }: EraseUserCommand): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.unitOfWork.run(context, async (unit) => {
      await unit.decide(userStream(userId), userDecider, {
        type: 'EraseUser',
        userId,
        actor: caller,
        now,
      });
      await shredPersonalData(unit.tx, userId);
    });
    // its still-valid access tokens are refused from now on (see ActiveAccounts)
    this.accounts.forget(userId);
  }
}
