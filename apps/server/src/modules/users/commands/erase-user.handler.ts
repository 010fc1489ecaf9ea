import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActiveAccounts } from '../../../platform/auth/active-accounts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { credentials } from '../auth/credentials';
import { emailClaims } from '../auth/email-claims';
import { refreshTokens } from '../auth/refresh-tokens';
import { userTokens } from '../auth/user-tokens';
import { personalDataKeys } from '../personal-data/personal-data-vault';
import { avatars } from '../queries/avatars';
import { UserCommandRunner } from './user-command-runner';

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
    @Inject(UserCommandRunner) private readonly runner: UserCommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
  ) {}

  async execute({ userId, caller, context }: EraseUserCommand): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.runner.run(
      { type: 'EraseUser', userId, actor: caller, now },
      context,
      async (tx) => {
        await personalDataKeys.destroy(tx, userId);
        await emailClaims.release(tx, userId);
        await credentials.remove(tx, userId);
        await avatars.remove(tx, userId);
        await userTokens.removeAll(tx, userId);
        await refreshTokens.removeAllOf(tx, userId);
        await tx.query(`DELETE FROM login_failures WHERE account_key = $1`, [`user:${userId}`]);
      },
    );
    // its still-valid access tokens are refused from now on (see ActiveAccounts)
    this.accounts.forget(userId);
  }
}
