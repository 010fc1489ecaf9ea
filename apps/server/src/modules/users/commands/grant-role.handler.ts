import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
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
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
  ) {}

  async execute({ userId, role, caller, context }: GrantRoleCommand): Promise<void> {
    const { events } = await this.unitOfWork.decide(
      userStream(userId),
      userDecider,
      { type: 'GrantRole', userId, role, actor: caller },
      context,
    );
    // a changed role: live connections opened with the old one end (issue 20)
    if (events.length > 0) await this.sockets.endSessions(userId);
  }
}
