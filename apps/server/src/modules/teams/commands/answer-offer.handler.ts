import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OFFER_MESSAGES, type TeamOfferAcceptedDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { StreamRef } from '../../../platform/event-store/decider';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork, type CommandUnit } from '../../../platform/event-store/unit-of-work';
import { teamOfferDecider } from '../domain/team-offer.decider';
import { teamErrors } from '../domain/team.errors';
import { TEAM_KEYS } from './team-keys';

/** accept / decline: the player answers; withdraw: the captain takes the offer back. */
export type OfferAction = 'accept' | 'decline' | 'withdraw';

export class AnswerOfferCommand {
  constructor(
    readonly payload: { actor: Principal; offerId: string; action: OfferAction },
    readonly context: EventContext,
  ) {}
}

const streamOf = (streamId: string): StreamRef => ({ streamId, streamType: 'team' });

/**
 * Ends an open offer. Accepting makes the player a member exactly as an accepted application
 * does: PlayerJoinedTeam with the player's `team-member` claim in the same transaction, so two
 * offers (or an offer and an application) accepted at once give one membership; the player's
 * pending application elsewhere is withdrawn in that transaction too.
 */
@CommandHandler(AnswerOfferCommand)
export class AnswerOfferHandler implements ICommandHandler<AnswerOfferCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: AnswerOfferCommand): Promise<TeamOfferAcceptedDto | null> {
    const { actor, offerId, action } = payload;
    return this.unitOfWork.run(context, async (t) => {
      const owner = await t.ownerOf(TEAM_KEYS.offer, offerId);
      if (!owner) throw teamErrors.offerNotFound();
      const stream = streamOf(owner);
      if (action === 'decline') {
        await t.decide(stream, teamOfferDecider, { type: 'DeclineOffer', actor, offerId });
        return null;
      }
      if (action === 'withdraw') {
        await t.decide(stream, teamOfferDecider, { type: 'WithdrawOffer', actor, offerId });
        return null;
      }
      // The stream of a pending application elsewhere is locked first: a captain accepting that
      // application at the same moment then waits for us (or we for them), never a deadlock.
      const applicationStream = await t.ownerOf(TEAM_KEYS.application, actor.userId);
      if (applicationStream && applicationStream !== owner) await t.lock(applicationStream);
      const { after } = await t.decide(stream, teamOfferDecider, {
        type: 'AcceptOffer',
        actor,
        offerId,
        userTeamId: newId(),
      });
      await t.claim(TEAM_KEYS.member, actor.userId, owner, teamErrors.inAnotherTeam);
      const teamName = after.status === 'active' ? after.name : '';
      return {
        teamId: owner.slice('team-'.length),
        message: OFFER_MESSAGES.accepted(teamName),
        withdrawnApplication: await withdrawPendingApplication(t, actor.userId),
      };
    });
  }
}

/** The player's pending application (any team) ends: they joined a team by an offer. */
async function withdrawPendingApplication(
  t: CommandUnit,
  userId: string,
): Promise<TeamOfferAcceptedDto['withdrawnApplication']> {
  const owner = await t.ownerOf(TEAM_KEYS.application, userId);
  if (!owner) return null;
  const { events, after } = await t.decide(streamOf(owner), teamOfferDecider, {
    type: 'WithdrawApplicationOnJoin',
    userId,
  });
  await t.release(TEAM_KEYS.application, userId, owner);
  if (events.length === 0 || after.status === 'none') return null;
  return {
    teamId: owner.slice('team-'.length),
    message: OFFER_MESSAGES.applicationWithdrawn(after.name),
  };
}
