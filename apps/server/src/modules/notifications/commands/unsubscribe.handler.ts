import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TokenService } from '../../../platform/auth/token-service';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../../users/domain/user.decider';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../delivery/unsubscribe-token';
import { inboxDecider } from '../domain/inbox.decider';
import { inboxStream } from '../domain/inbox.events';
import { notificationErrors } from '../domain/notifications.errors';

export class UnsubscribeCommand {
  constructor(
    readonly token: string,
    readonly context: EventContext,
  ) {}
}

export const UNSUBSCRIBE_KEY_PURPOSE = 'unsubscribe';

/**
 * A mail's one-click unsubscribe (RFC 8058): the signed token names the person and the kind
 * (or the digest); that kind's e-mail goes off (the digest: every kind mailed in it). A
 * tampered or expired token, or one of an erased account, is refused (400). Twice is fine.
 */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  private readonly key: Buffer;

  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TokenService) tokens: TokenService,
  ) {
    this.key = tokens.signingKey(UNSUBSCRIBE_KEY_PURPOSE);
  }

  async execute({ token, context }: UnsubscribeCommand): Promise<UnsubscribeTarget> {
    const claim = readUnsubscribeToken(this.key, token, this.clock.now());
    if (!claim) throw notificationErrors.unsubscribeInvalid();
    const { userId, target } = claim;
    await this.unitOfWork.run({ ...context, actorUserId: userId }, async (unit) => {
      const user = await unit.load(userStream(userId), userDecider);
      if (user.state.status !== 'active') throw notificationErrors.unsubscribeInvalid();
      await unit.decide(
        inboxStream(userId),
        inboxDecider,
        target === 'digest'
          ? { type: 'LeaveDigest', userId }
          : {
              type: 'SetPreferences',
              userId,
              preferences: [{ kind: target, email: 'off' }],
              via: 'unsubscribe',
            },
      );
    });
    return target;
  }
}
