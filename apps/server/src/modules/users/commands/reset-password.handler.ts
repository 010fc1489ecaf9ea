import { randomInt } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_PATTERN, type TemporaryPasswordDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { credentials } from '../auth/credentials';
import { hashPassword } from '../auth/password-hasher';
import { refreshTokens } from '../auth/refresh-tokens';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class ResetPasswordCommand {
  constructor(
    readonly userId: string,
    readonly caller: Principal,
    readonly context: EventContext,
  ) {}
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@$!%*?&';

/** 16 random characters that satisfy the password rules (one of each class at least). */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(set.length)];
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < 16) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const candidate = chars.join('');
    if (PASSWORD_PATTERN.test(candidate)) return candidate;
  }
}

/**
 * Admin: a random temporary password, answered once and stored only as a hash; the user must
 * choose a new one at the next login (`mustChangePassword: true` in the login answer). Every
 * session of the user ends.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, caller, context }: ResetPasswordCommand): Promise<TemporaryPasswordDto> {
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const now = this.clock.now();
    await this.unitOfWork.run(context, async (unit) => {
      await unit.decide(userStream(userId), userDecider, {
        type: 'ResetPassword',
        userId,
        actor: caller,
        now: now.toISOString(),
      });
      await credentials.set(unit.tx, userId, hash, true, now);
      await refreshTokens.revokeAllOf(unit.tx, userId, now);
    });
    return { temporaryPassword: password };
  }
}
