import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { teamDecider } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS } from './team-keys';

export class SubmitApplicationCommand {
  constructor(
    readonly payload: { actor: Principal; teamId: string; userId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/team-invitation`: a player applies to a team. Refused when they apply for someone
 * else, already play in a team, or have a pending application anywhere.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: SubmitApplicationCommand): Promise<{ id: string }> {
    const { actor, teamId, userId } = payload;
    if (userId !== actor.userId) throw teamErrors.applyOnlyForYourself();
    const stream = teamStream(teamId);
    const applicationId = newId();
    await this.unitOfWork.run(context, async (t) => {
      const team = await t.ownerOf(TEAM_KEYS.member, userId);
      if (team && team !== stream.streamId) throw teamErrors.inAnotherTeam();
      await t.decide(stream, teamDecider, { type: 'SubmitApplication', actor, applicationId });
      await t.claim(TEAM_KEYS.application, userId, stream.streamId, teamErrors.applicationPending);
    });
    return { id: applicationId };
  }
}
