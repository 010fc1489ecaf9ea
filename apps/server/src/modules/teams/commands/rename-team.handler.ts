import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamDecider } from '../domain/team.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { TEAM_KEYS, teamNameKey } from './team-keys';

export class RenameTeamCommand {
  constructor(
    readonly payload: { actor: Principal; teamId: string; name: string; shortName: string },
    readonly context: EventContext,
  ) {}
}

/** `PUT /api/team/`: captain or admin; the new name is claimed, the old one released. */
@CommandHandler(RenameTeamCommand)
export class RenameTeamHandler implements ICommandHandler<RenameTeamCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: RenameTeamCommand): Promise<void> {
    const { actor, teamId, name, shortName } = payload;
    const stream = teamStream(teamId);
    await this.unitOfWork.run(context, async (t) => {
      const { before, events } = await t.decide(stream, teamDecider, {
        type: 'RenameTeam',
        actor,
        name,
        shortName,
      });
      if (events.length === 0 || before.status !== 'active') return;
      const [oldKey, newKey] = [teamNameKey(before.name), teamNameKey(name)];
      if (oldKey === newKey) return;
      await t.release(TEAM_KEYS.name, oldKey, stream.streamId);
      await t.claim(TEAM_KEYS.name, newKey, stream.streamId, teamErrors.nameTaken);
    });
  }
}
