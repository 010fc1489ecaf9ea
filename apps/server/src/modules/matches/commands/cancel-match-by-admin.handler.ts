import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MATCH_CANCELLATION_MESSAGES, type MatchCancelledDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchCancellationDecider } from '../domain/match-cancellation.decider';
import { matchStream } from '../domain/match.state';
import { matchPairs, pitchBookings } from './pitch-bookings';

export class CancelMatchByAdminCommand {
  constructor(
    readonly actor: Principal,
    readonly matchId: string,
    readonly reason: string,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/admin/match/{id}/cancel`: an admin cancels an accepted match that has no report
 * yet. In the one transaction that appends MatchCancelledByAdmin, the pitch booking is deleted
 * (another challenge may take the slot) and the pair of teams is freed (a new challenge between
 * them is possible). Two admins at once: the later append meets a moved stream (409).
 */
@CommandHandler(CancelMatchByAdminCommand)
export class CancelMatchByAdminHandler implements ICommandHandler<CancelMatchByAdminCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    matchId,
    reason,
    context,
  }: CancelMatchByAdminCommand): Promise<MatchCancelledDto> {
    const stream = matchStream(matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { before } = await unit.decide(stream, matchCancellationDecider, {
        type: 'CancelMatchByAdmin',
        cancelledBy: actor.userId,
        reason,
        at: this.clock.now().toISOString(),
      });
      if (before.phase !== 'accepted') throw new Error('unexpected decision');
      const { match } = before;
      await pitchBookings.release(unit.tx, matchId);
      await unit.release(matchPairs.scope, matchPairs.key(match), stream.streamId);
    });
    return { id: matchId, message: MATCH_CANCELLATION_MESSAGES.cancelled };
  }
}
