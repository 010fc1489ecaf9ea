import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateProfileRequest } from '@liga/contracts';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';
import { AuthService } from '../auth/auth.service';
import { personalDataKeys, seal } from '../personal-data/personal-data-vault';
import { toIsoDay } from '../personal-data/personal-profile';
import { USER_TEXTS } from '../users.texts';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class UpdateProfileCommand {
  constructor(
    readonly input: UpdateProfileRequest,
    readonly caller: Principal,
    readonly address: string,
    readonly context: EventContext,
  ) {}
}

/** `PUT /api/user`: only the owner, confirmed with the current password. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async execute({ input, caller, address, context }: UpdateProfileCommand): Promise<void> {
    if (caller.userId !== input.id) {
      throw new ForbiddenError('user.not_owner', USER_TEXTS.notOwner);
    }
    await this.auth.confirmPassword(input.id, input.password, address);
    const key = await personalDataKeys.find(this.db, input.id);
    if (!key) throw new NotFoundError('user.not_found', USER_TEXTS.notFound);
    const personal = seal(
      key,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: toIsoDay(input.birthDate),
        height: input.height,
        shirtNumber: input.shirtNumber,
      },
      input.id,
    );
    await this.unitOfWork.decide(
      userStream(input.id),
      userDecider,
      {
        type: 'UpdateProfile',
        userId: input.id,
        actor: caller,
        position: input.position,
        dominateLeg: input.dominateLeg,
        personal,
      },
      context,
    );
  }
}
