import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnauthorizedError } from '../../../platform/http/app-errors';
import { userTokens } from '../auth/user-tokens';
import { avatars } from '../queries/avatars';
import { USER_TEXTS } from '../users.texts';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class ChangeAvatarCommand {
  constructor(
    readonly userId: string,
    /** The picture already decoded and re-encoded (platform/images: ImageUpload, toSquarePng). */
    readonly png: Buffer,
    readonly caller: Principal,
    readonly context: EventContext,
    /** The one-time token from registration, when the upload is not made with a bearer token. */
    readonly uploadToken: string | null = null,
  ) {}
}

/**
 * The re-encoded 256x256 PNG goes to `user_avatars`; the event `AvatarChanged` only says which
 * version is current.
 */
const uploadTokenInvalid = () =>
  new UnauthorizedError('auth.upload_token_invalid', USER_TEXTS.uploadTokenInvalid);

@CommandHandler(ChangeAvatarCommand)
export class ChangeAvatarHandler implements ICommandHandler<ChangeAvatarCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, png, caller, context, uploadToken }: ChangeAvatarCommand): Promise<void> {
    const now = this.clock.now();
    await this.unitOfWork.run(context, async (unit) => {
      // the decoy id of a registration with a taken e-mail answers as a real account does: its
      // token uploads once (the picture is kept nowhere), a used or wrong one is refused alike
      if (uploadToken && (await userTokens.issuedFor(unit.tx, userId, 'avatar-decoy'))) {
        if (!(await userTokens.consume(unit.tx, uploadToken, 'avatar-decoy', now, userId))) {
          throw uploadTokenInvalid();
        }
        return;
      }
      const { events } = await unit.decide(userStream(userId), userDecider, {
        type: 'ChangeAvatar',
        userId,
        actor: caller,
        now: now.toISOString(),
      });
      if (
        uploadToken &&
        !(await userTokens.consume(unit.tx, uploadToken, 'avatar-upload', now, userId))
      ) {
        throw uploadTokenInvalid();
      }
      for (const event of events) {
        if (event.type === 'AvatarChanged') {
          await avatars.put(unit.tx, userId, png, event.data.version, now);
        }
      }
    });
  }
}
