import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AvailabilityAnswer, AvailabilityAnsweredDto } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchStream, evolveMatch, initialMatchState } from '../../matches/domain/match.state';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { availabilityDecider } from '../domain/availability.decider';
import { matchCentreErrors } from '../domain/availability.errors';
import { availabilityStream } from '../domain/availability.events';

export class AnswerAvailabilityCommand {
  constructor(
    readonly payload: { actor: Principal; matchId: string; answer: AvailabilityAnswer },
    readonly context: EventContext,
  ) {}
}

const matchFolder = { initialState: initialMatchState, evolve: evolveMatch };

/**
 * `POST /api/match/availability`: a member of one of the two teams says whether they come.
 * Appends to the match's own availability stream only; the match stream is read, never
 * written, so answers and a report never conflict on its version.
 */
@CommandHandler(AnswerAvailabilityCommand)
export class AnswerAvailabilityHandler implements ICommandHandler<AnswerAvailabilityCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ payload, context }: AnswerAvailabilityCommand): Promise<AvailabilityAnsweredDto> {
    const { actor, matchId, answer } = payload;
    const now = this.clock.now().toISOString();
    await this.unitOfWork.run(context, async (unit) => {
      const { state: match } = await unit.load(matchStream(matchId), matchFolder);
      if (match.phase === 'none') throw matchCentreErrors.matchNotFound();
      const { senderTeamId, receiverTeamId, seasonId } = match.match;
      const teams = [
        await teamFacts.of(unit, senderTeamId, seasonId),
        await teamFacts.of(unit, receiverTeamId, seasonId),
      ] as const;
      await unit.decide(availabilityStream(matchId), availabilityDecider, {
        type: 'AnswerAvailability',
        matchId,
        userId: actor.userId,
        answer,
        now,
        match,
        teams: [teams[0], teams[1]],
      });
    });
    return { matchId, answer };
  }
}
