import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { teamOfferDecider } from '../domain/team-offer.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';
import { playerFacts } from '../facts/player-facts.reader';
import { TEAM_KEYS } from './team-keys';

export class MakeOfferCommand {
  constructor(
    readonly payload: { actor: Principal; teamId: string; userId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/team-offer`: the captain offers a free agent a place. Decided on the team stream
 * with the player's `team-member` claim and account stream; the offer id is claimed to route
 * the player's answer to this team's stream.
 */
@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: MakeOfferCommand): Promise<{ id: string }> {
    const { actor, teamId, userId } = payload;
    const stream = teamStream(teamId);
    const offerId = newId();
    await this.unitOfWork.run(context, async (t) => {
      await t.decide(stream, teamOfferDecider, {
        type: 'MakeOffer',
        actor,
        offerId,
        userId,
        playerExists: await playerFacts.exists(t, userId),
        playerTeamStream: await t.ownerOf(TEAM_KEYS.member, userId),
      });
      await t.claim(TEAM_KEYS.offer, offerId, stream.streamId, teamErrors.offerPending);
    });
    return { id: offerId };
  }
}
