import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { teamDecider, type TeamCommand } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { TeamLookups } from '../queries/team-lookups.read-model';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS } from './team-keys';

/** accept / cancel: the captain decides; withdraw: the applicant takes it back. */
export type ApplicationAction = 'accept' | 'cancel' | 'withdraw';

export class HandleApplicationCommand {
  constructor(
    readonly payload: { actor: Principal; applicationId: string; action: ApplicationAction },
    readonly context: EventContext,
  ) {}
}

/**
 * Ends a pending application. Every outcome releases the applicant's pending claim; accepting
 * also claims their team membership. The decision is taken on the team stream: two captains'
 * clicks on one application race on its version, so exactly one takes effect.
 */
@CommandHandler(HandleApplicationCommand)
export class HandleApplicationHandler implements ICommandHandler<HandleApplicationCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamLookups) private readonly lookups: TeamLookups,
  ) {}

  async execute({ payload, context }: HandleApplicationCommand): Promise<void> {
    const teamId = await this.lookups.applicationTeam(payload.applicationId);
    if (!teamId) throw teamErrors.applicationNotFound();
    const stream = teamStream(teamId);
    await this.unitOfWork.run(context, async (t) => {
      const { events } = await t.decide(stream, teamDecider, toCommand(payload));
      for (const event of events) {
        if (event.type === 'PlayerJoinedTeam') {
          await t.claim(
            TEAM_KEYS.member,
            event.data.userId,
            stream.streamId,
            teamErrors.applicantInAnotherTeam,
          );
        } else if (event.data && 'applicationId' in event.data) {
          await t.release(TEAM_KEYS.application, event.data.userId, stream.streamId);
        }
      }
    });
  }
}

function toCommand(p: HandleApplicationCommand['payload']): TeamCommand {
  switch (p.action) {
    case 'accept':
      return {
        type: 'AcceptApplication',
        actor: p.actor,
        applicationId: p.applicationId,
        userTeamId: newId(),
      };
    case 'cancel':
      return { type: 'CancelApplication', actor: p.actor, applicationId: p.applicationId };
    case 'withdraw':
      return { type: 'WithdrawApplication', actor: p.actor, applicationId: p.applicationId };
  }
}
