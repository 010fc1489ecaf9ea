import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { DomainError } from '../../../platform/domain/domain-error';
import { sha256, userTokens } from '../auth/user-tokens';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly context: EventContext,
  ) {}
}

class TokenSpent extends Error {}

/** Opens the e-mail link: true when the token was valid (and is now used), else false. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<boolean> {
    if (!token || token.length > 200) return false;
    const rows: Array<{ user_id: string }> = await this.db.query(
      `SELECT user_id FROM user_tokens WHERE token_hash = $1 AND purpose = 'verify-email'`,
      [sha256(token)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return false;
    const now = this.clock.now();
    try {
      await this.unitOfWork.run({ ...context, actorUserId: userId }, async (unit) => {
        await unit.decide(userStream(userId), userDecider, {
          type: 'VerifyEmail',
          userId,
          now: now.toISOString(),
        });
        if (!(await userTokens.consume(unit.tx, token, 'verify-email', now, userId))) {
          throw new TokenSpent();
        }
      });
      return true;
    } catch (error) {
      if (!(error instanceof TokenSpent) && !(error instanceof DomainError)) throw error;
      // a link opened twice (or fetched first by a mail scanner) still confirms a verified user
      const state = await this.unitOfWork.state(userStream(userId), userDecider);
      return state.status === 'active' && state.verified;
    }
  }
}
