import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamDecider } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { TeamLookups } from '../queries/team-lookups.read-model';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS } from './team-keys';

export class EndMembershipCommand {
  constructor(
    readonly payload: { actor: Principal; userTeamId: string },
    readonly context: EventContext,
  ) {}
}

/** `DELETE /api/user-team/{id}`: a member leaves, or the captain removes one. */
@CommandHandler(EndMembershipCommand)
export class EndMembershipHandler implements ICommandHandler<EndMembershipCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamLookups) private readonly lookups: TeamLookups,
  ) {}

  async execute({ payload, context }: EndMembershipCommand): Promise<void> {
    const teamId = await this.lookups.membershipTeam(payload.userTeamId);
    if (!teamId) throw teamErrors.memberNotFound();
    const stream = teamStream(teamId);
    await this.unitOfWork.run(context, async (t) => {
      const { events } = await t.decide(stream, teamDecider, {
        type: 'EndMembership',
        actor: payload.actor,
        userTeamId: payload.userTeamId,
      });
      for (const event of events) {
        if (event.type === 'PlayerLeftTeam' || event.type === 'PlayerRemovedFromTeam') {
          await t.release(TEAM_KEYS.member, event.data.userId, stream.streamId);
        }
      }
    });
  }
}
