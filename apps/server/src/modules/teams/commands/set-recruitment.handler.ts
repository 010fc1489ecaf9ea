import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { teamOfferDecider } from '../domain/team-offer.decider';
import { teamStream } from '../domain/team.events';

export class SetRecruitmentCommand {
  constructor(
    readonly payload: {
      actor: Principal;
      teamId: string;
      lookingForPlayers: boolean;
      positions: number[];
    },
    readonly context: EventContext,
  ) {}
}

/** `PUT /api/team/recruitment`: the captain marks the team 'szukamy zawodników' with positions. */
@CommandHandler(SetRecruitmentCommand)
export class SetRecruitmentHandler implements ICommandHandler<SetRecruitmentCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: SetRecruitmentCommand): Promise<null> {
    const { actor, teamId, lookingForPlayers, positions } = payload;
    await this.unitOfWork.decide(
      teamStream(teamId),
      teamOfferDecider,
      { type: 'SetRecruitment', actor, lookingForPlayers, positions },
      context,
    );
    return null;
  }
}
