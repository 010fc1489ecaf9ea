import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { emailClaims } from '../auth/email-claims';
import { userTokens } from '../auth/user-tokens';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';
import { VerificationMail } from './verification-mail';

export class ResendVerificationCommand {
  constructor(readonly email: string) {}
}

const MIN_INTERVAL_MS = 60_000;

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

  private async firstName(userId: string): Promise<string> {
    const rows: Array<{ first_name: string }> = await this.db.query(
      'SELECT first_name FROM rm_users WHERE id = $1',
      [userId],
    );
    return rows[0]?.first_name ?? '';
  }
}
