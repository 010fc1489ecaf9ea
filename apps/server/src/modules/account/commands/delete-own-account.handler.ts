import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActiveAccounts } from '../../../platform/auth/active-accounts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { AccountSockets } from '../../../platform/realtime/account-sockets';
import { TEAM_KEYS } from '../../teams/commands/team-keys';
import { teamDecider } from '../../teams/domain/team.decider';
import { teamStream } from '../../teams/domain/team.events';
import { pendingApplicationOf } from '../../teams/domain/team.state';
import { AuthService } from '../../users/auth/auth.service';
import { shredPersonalData } from '../../users/commands/erasure';
import { userDecider, userStream } from '../../users/domain/user.decider';
import { accountErrors } from '../domain/account.errors';

export class DeleteOwnAccountCommand {
  constructor(
    readonly caller: Principal,
    readonly password: string,
    readonly address: string,
    readonly context: EventContext,
  ) {}
}

const teamIdOf = (streamId: string) => streamId.replace(/^team-/, '');

/**
 * "Usuń konto" (issue 17): the person's own erasure, after their password (a wrong one counts
 * as a failed login). One unit of work, read on the write side: a captain is refused (the
 * armband must go to someone first, or an admin deletes the team); a member leaves their team
 * (PlayerLeftTeam, so the roster no longer lists them) and a pending application is
 * withdrawn; then `UserErased` and the same crypto-shredding as an admin's erasure, and the
 * person's calendar addresses go. Every session ends.
 */
@CommandHandler(DeleteOwnAccountCommand)
export class DeleteOwnAccountHandler implements ICommandHandler<DeleteOwnAccountCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AccountSockets) private readonly sockets: AccountSockets,
    @Inject(ActiveAccounts) private readonly accounts: ActiveAccounts,
  ) {}

  async execute({ caller, password, address, context }: DeleteOwnAccountCommand): Promise<void> {
    const userId = caller.userId;
    await this.auth.confirmPassword(userId, password, address);
    await this.unitOfWork.run(context, async (unit) => {
      await this.leaveTeam(unit, caller);
      await this.withdrawApplication(unit, caller);
      await unit.decide(userStream(userId), userDecider, {
        type: 'DeleteOwnAccount',
        userId,
        actor: caller,
        now: this.clock.now().toISOString(),
      });
      await shredPersonalData(unit.tx, userId);
      await unit.tx.query('DELETE FROM calendar_feed_tokens WHERE user_id = $1', [userId]);
      await unit.tx.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
    });
    this.accounts.forget(userId);
    await this.sockets.endSessions(userId);
  }

  private async leaveTeam(unit: CommandUnit, caller: Principal): Promise<void> {
    const owner = await unit.ownerOf(TEAM_KEYS.member, caller.userId);
    if (!owner) return;
    const stream = teamStream(teamIdOf(owner));
    const { state } = await unit.load(stream, teamDecider);
    if (state.status === 'active') {
      if (state.captainId === caller.userId) throw accountErrors.captainMustHandOver(state.name);
      const member = state.members[caller.userId];
      if (member) {
        await unit.decide(stream, teamDecider, {
          type: 'EndMembership',
          actor: caller,
          userTeamId: member.userTeamId,
        });
      }
    }
    await unit.release(TEAM_KEYS.member, caller.userId, owner);
  }

  private async withdrawApplication(unit: CommandUnit, caller: Principal): Promise<void> {
    const owner = await unit.ownerOf(TEAM_KEYS.application, caller.userId);
    if (!owner) return;
    const stream = teamStream(teamIdOf(owner));
    const { state } = await unit.load(stream, teamDecider);
    const applicationId =
      state.status === 'active' ? pendingApplicationOf(state, caller.userId) : undefined;
    if (applicationId) {
      await unit.decide(stream, teamDecider, {
        type: 'WithdrawApplication',
        actor: caller,
        applicationId,
      });
    }
    await unit.release(TEAM_KEYS.application, caller.userId, owner);
  }
}
