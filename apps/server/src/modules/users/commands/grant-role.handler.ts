import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
import { UserCommandRunner } from './user-command-runner';

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
    @Inject(UserCommandRunner) private readonly runner: UserCommandRunner,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
  ) {}

  async execute({ userId, role, caller, context }: GrantRoleCommand): Promise<void> {
    const { events } = await this.runner.run(
      { type: 'GrantRole', userId, role, actor: caller },
      context,
    );
    // a changed role: live connections opened with the old one end (issue 20)
    if (events.length > 0) await this.sockets.endSessions(userId);
  }
}
