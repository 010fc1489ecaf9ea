import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { emailClaims } from '../auth/email-claims';
import { userTokens } from '../auth/user-tokens';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, type UserEvent, userStream } from '../domain/user.decider';
import { openPersonal, type SealedData } from '../personal-data/personal-data-vault';
import type { PersonalProfile } from '../personal-data/personal-profile';
import { USER_TEXTS } from '../users.texts';
import { VerificationMail } from './verification-mail';

export class ResendVerificationCommand {
  constructor(readonly email: string) {}
}

const MIN_INTERVAL_MS = 60_000;

/** Folds a user stream into its latest sealed profile ('reset' after an admin's data reset). */
const latestProfile = {
  initialState: (): SealedData | 'reset' | null => null,
  evolve: (profile: SealedData | 'reset' | null, event: UserEvent) => {
    switch (event.type) {
      case 'UserRegistered':
      case 'UserProfileUpdated':
        return event.data.personal;
      case 'UserDataReset':
        return 'reset' as const;
      case 'UserErased':
        return null;
      default:
        return profile;
    }
  },
};

/**
 * A new link for an account that exists and is not confirmed yet (at most one a minute). The
 * caller always gets the same answer, whether or not such an account exists.
 */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VerificationMail) private readonly mail: VerificationMail,
  ) {}

  async execute({ email }: ResendVerificationCommand): Promise<void> {
    const userId = await emailClaims.owner(this.db, email);
    if (!userId) return;
    const state = await this.unitOfWork.state(userStream(userId), userDecider);
    if (state.status !== 'active' || state.verified) return;
    const now = this.clock.now();
    const last = await userTokens.lastIssuedAt(this.db, userId, 'verify-email');
    if (last && now.getTime() - last.getTime() < MIN_INTERVAL_MS) return;
    const name = await this.firstName(userId);
    const token = await userTokens.issue(this.db, userId, 'verify-email', now);
    this.mail.send(email, name, token);
  }

  /** The greeting's first name, from the user's stream (write side), not the users projection. */
  private async firstName(userId: string): Promise<string> {
    const profile = await this.unitOfWork.state(userStream(userId), latestProfile);
    if (profile === 'reset') return USER_TEXTS.resetName.firstName;
    const personal = await openPersonal<PersonalProfile>(this.db, userId, profile ?? undefined);
    return personal?.firstName ?? '';
  }
}
