import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamDecider } from '../domain/team.decider';
import { teamStream } from '../domain/team.events';
import { TeamImages } from '../images/team-images.repository';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';

export class ChangeTeamImageCommand {
  constructor(
    /** `png` null removes the image. */
    readonly payload: { actor: Principal; teamId: string; png: Buffer | null },
    readonly context: EventContext,
  ) {}
}

/** Upload or delete a team image (captain or admin); bytes and fact in one transaction. */
@CommandHandler(ChangeTeamImageCommand)
export class ChangeTeamImageHandler implements ICommandHandler<ChangeTeamImageCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(TeamImages) private readonly images: TeamImages,
  ) {}

  async execute({ payload, context }: ChangeTeamImageCommand): Promise<void> {
    const { actor, teamId, png } = payload;
    await this.unitOfWork.run(context, async (t) => {
      if (!png) {
        await t.decide(teamStream(teamId), teamDecider, { type: 'RemoveTeamImage', actor });
        await this.images.remove(t.tx, teamId);
        return;
      }
      const { events } = await t.decide(teamStream(teamId), teamDecider, {
        type: 'ChangeTeamImage',
        actor,
      });
      const changed = events.find((e) => e.type === 'TeamImageChanged');
      if (changed) await this.images.save(t.tx, teamId, png, changed.data.version);
    });
  }
}
