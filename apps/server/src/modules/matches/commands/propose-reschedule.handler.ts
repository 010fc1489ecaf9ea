import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProposeRescheduleRequest, RescheduleAnswerDto } from '@liga/contracts';
import { seasonContaining } from '../../../config/season-calendar';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { cupTies } from '../../cup/facts/cup-ties.reader';
import { pitchIsOffered } from '../../pitches/commands/pitch-facts';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { matchStream } from '../domain/match.state';
import { rescheduleDecider } from '../domain/reschedule.decider';
import { rescheduleErrors } from '../domain/reschedule.errors';
import { pitchBookings } from './pitch-bookings';

export class ProposeRescheduleCommand {
  constructor(
    readonly actor: Principal,
    readonly input: ProposeRescheduleRequest,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/match/propose-reschedule`: a captain of an accepted match proposes a new kick-off
 * and/or pitch. Decided on the match stream with what the write side holds now: both teams'
 * streams (who captains), the pitch stream, `pitch_bookings` (a slot another accepted match
 * holds is refused here already; the acceptance is where it is really enforced) and, for a cup
 * match, the cup stream (the round's deadline). Nothing is booked until the other captain
 * accepts.
 */
@CommandHandler(ProposeRescheduleCommand)
export class ProposeRescheduleHandler implements ICommandHandler<ProposeRescheduleCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, input, context }: ProposeRescheduleCommand): Promise<RescheduleAnswerDto> {
    const now = this.clock.now().toISOString();
    const proposalId = newId();
    const stream = matchStream(input.matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { state, version } = await unit.load(stream, rescheduleDecider);
      if (state.phase === 'none') throw rescheduleErrors.matchNotFound();
      const { match } = state;
      const season = seasonContaining(new Date(match.date));
      const slot = { pitchId: input.pitchId, date: input.date, length: match.length };
      const tie = match.cup ? await cupTies.currentTie(unit, match.senderTeamId) : null;
      const events = rescheduleDecider.decide(
        {
          type: 'ProposeReschedule',
          proposalId,
          actorUserId: actor.userId,
          sender: await teamFacts.of(unit, match.senderTeamId, match.seasonId),
          receiver: await teamFacts.of(unit, match.receiverTeamId, match.seasonId),
          now,
          date: input.date,
          pitchId: input.pitchId,
          pitchAvailable: await pitchIsOffered(unit, input.pitchId),
          slotTaken: await slotTaken(unit.tx, slot, match.matchId),
          seasonStart: season.start.toISOString(),
          seasonEnd: season.end.toISOString(),
          roundDeadline: tie?.tieId === match.cup?.tieId ? (tie?.deadline ?? null) : null,
        },
        state,
      );
      await unit.append(stream, version, events);
    });
    return { id: proposalId, matchId: input.matchId };
  }
}

/** A date that does not parse is the decider's to refuse; only a real span is looked up. */
async function slotTaken(
  tx: Parameters<typeof pitchBookings.isTaken>[0],
  slot: { pitchId: string; date: string; length: number },
  matchId: string,
): Promise<boolean> {
  if (Number.isNaN(new Date(slot.date).getTime())) return false;
  return pitchBookings.isTaken(tx, slot, matchId);
}
