import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangePasswordCall } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { ValidationError } from '../../../platform/http/app-errors';
import { AuthService } from '../auth/auth.service';
import { credentials } from '../auth/credentials';
import { hashPassword } from '../auth/password-hasher';
import { refreshTokens } from '../auth/refresh-tokens';
import { USER_TEXTS } from '../users.texts';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class ChangePasswordCommand {
  constructor(
    readonly input: ChangePasswordCall,
    readonly caller: Principal,
    readonly address: string,
    readonly context: EventContext,
  ) {}
}

/**
 * The caller's own password: the current one must match. The new hash is written with the
 * `UserPasswordChanged` event (which carries no hash) and every refresh token is revoked.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input, caller, address, context }: ChangePasswordCommand): Promise<void> {
    await this.auth.confirmPassword(caller.userId, input.currentPassword, address);
    if (input.newPassword === input.currentPassword) {
      throw ValidationError.of('user.same_password', USER_TEXTS.samePassword);
    }
    const hash = await hashPassword(input.newPassword);
    const now = this.clock.now();
    await this.unitOfWork.run(context, async (unit) => {
      await unit.decide(userStream(caller.userId), userDecider, {
        type: 'ChangePassword',
        userId: caller.userId,
        actor: caller,
        now: now.toISOString(),
      });
      await credentials.set(unit.tx, caller.userId, hash, false, now);
      await refreshTokens.revokeAllOf(unit.tx, caller.userId, now);
    });
  }
}
