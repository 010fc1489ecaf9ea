import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { userDecider, userStream } from '../domain/user.decider';

export class GrantRoleCommand {
  constructor(
    readonly userId: string,
    readonly role: Role,
    /** null: the system itself (start-up admin account). */
    readonly caller: Principal | null,
    readonly context: EventContext,
  ) {}
}

/** Admins are users with the Admin role; the role is in the next token (login or refresh). */
@CommandHandler(GrantRoleCommand)
export class GrantRoleHandler implements ICommandHandler<GrantRoleCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ userId, role, caller, context }: GrantRoleCommand): Promise<void> {
    await this.unitOfWork.decide(
      userStream(userId),
      userDecider,
      { type: 'GrantRole', userId, role, actor: caller },
      context,
    );
  }
}
