import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RescheduleAnswerDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { matchStream } from '../domain/match.state';
import { rescheduleDecider } from '../domain/reschedule.decider';
import { rescheduleErrors } from '../domain/reschedule.errors';
import { pitchBookings } from './pitch-bookings';

/** The other captain's answer to a rescheduling proposal: accept or decline. */
export class AnswerRescheduleCommand {
  constructor(
    readonly actor: Principal,
    readonly input: { matchId: string; proposalId: string; answer: 'accept' | 'decline' },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/match/accept-reschedule` and `/decline-reschedule`. The answer appends to the match
 * stream with the version read, so two answers at once cannot both win (the later one meets a
 * moved stream: 409). An acceptance moves the match's pitch booking in the same transaction
 * (`pitchBookings.move`): the old slot is freed and the new one taken atomically, and a slot
 * another accepted match took meanwhile refuses the whole acceptance (409, nothing written).
 */
@CommandHandler(AnswerRescheduleCommand)
export class AnswerRescheduleHandler implements ICommandHandler<AnswerRescheduleCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, input, context }: AnswerRescheduleCommand): Promise<RescheduleAnswerDto> {
    const now = this.clock.now().toISOString();
    const stream = matchStream(input.matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { state, version } = await unit.load(stream, rescheduleDecider);
      if (state.phase === 'none') throw rescheduleErrors.matchNotFound();
      const { match } = state;
      const events = rescheduleDecider.decide(
        {
          type: input.answer === 'accept' ? 'AcceptReschedule' : 'DeclineReschedule',
          proposalId: input.proposalId,
          actorUserId: actor.userId,
          sender: await teamFacts.of(unit, match.senderTeamId, match.seasonId),
          receiver: await teamFacts.of(unit, match.receiverTeamId, match.seasonId),
          now,
        },
        state,
      );
      await unit.append(stream, version, events);
      for (const event of events) {
        if (event.type !== 'RescheduleAccepted') continue;
        const { after } = event.data;
        await pitchBookings.move(unit.tx, {
          matchId: match.matchId,
          length: match.length,
          ...after,
        });
      }
    });
    return { id: input.proposalId, matchId: input.matchId };
  }
}
