import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LegId, PositionId, RegisterUserResultDto } from '@liga/contracts';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { credentials } from '../auth/credentials';
import { emailClaims } from '../auth/email-claims';
import { hashPassword } from '../auth/password-hasher';
import { userTokens } from '../auth/user-tokens';
import { newPersonalKey, personalDataKeys, seal } from '../personal-data/personal-data-vault';
import type { PersonalProfile } from '../personal-data/personal-profile';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';
import { VerificationMail } from './verification-mail';

export interface NewAccount {
  email: string;
  password: string;
  profile: Omit<PersonalProfile, 'email'>;
  position: PositionId | 0;
  dominateLeg: LegId | 0;
}

export class RegisterUserCommand {
  constructor(
    readonly account: NewAccount,
    readonly context: EventContext,
    /** false for accounts made by the system (the start-up admin): no e-mail is sent. */
    readonly sendVerificationMail = true,
    /**
     * For accounts made by the system in bulk (the demo league): a precomputed argon2id hash
     * of `account.password` (one hash for many accounts instead of one argon2 run each), and
     * `verified` to confirm the e-mail at once (no link to open).
     */
    readonly system: { passwordHash?: string; verified?: boolean } = {},
  ) {}
}

/**
 * Registration: one transaction claims the e-mail (409 if taken), stores the person's data key,
 * the password hash and the one-time tokens, and appends `UserRegistered` with the personal
 * fields sealed. The verification e-mail goes out after the commit.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VerificationMail) private readonly mail: VerificationMail,
  ) {}

  async execute({
    account,
    context,
    sendVerificationMail,
    system,
  }: RegisterUserCommand): Promise<RegisterUserResultDto> {
    const now = this.clock.now();
    const userId = newId();
    const key = newPersonalKey();
    const passwordHash = system.passwordHash ?? (await hashPassword(account.password));
    const personal = seal(key, { ...account.profile, email: account.email }, userId);
    let verifyToken = '';
    let avatarUploadToken = '';
    await this.unitOfWork.run(
      { ...context, actorUserId: context.actorUserId ?? userId },
      async (unit) => {
        await unit.decide(userStream(userId), userDecider, {
          type: 'RegisterUser',
          userId,
          now: now.toISOString(),
          position: account.position,
          dominateLeg: account.dominateLeg,
          personal,
        });
        await emailClaims.claim(unit.tx, account.email, userId);
        await personalDataKeys.store(unit.tx, userId, key);
        await credentials.set(unit.tx, userId, passwordHash, false, now);
        verifyToken = await userTokens.issue(unit.tx, userId, 'verify-email', now);
        avatarUploadToken = await userTokens.issue(unit.tx, userId, 'avatar-upload', now);
      },
    );
    if (system.verified) {
      await this.unitOfWork.decide(
        userStream(userId),
        userDecider,
        { type: 'VerifyEmail', userId, now: now.toISOString() },
        { ...context, actorUserId: context.actorUserId ?? userId },
      );
    }
    if (sendVerificationMail) this.mail.send(account.email, account.profile.firstName, verifyToken);
    return { id: userId, avatarUploadToken };
  }
}
