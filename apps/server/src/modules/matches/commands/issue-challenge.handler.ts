import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateChallengeRequest, MATCH_TYPE } from '@liga/contracts';
import { cupTies } from '../../cup/facts/cup-ties.reader';
import { seasonId as seasonIdOf } from '../../../config/season-calendar';
import type { Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { newId } from '../../../platform/ids/ids';
import { SeasonService } from '../../../platform/seasons/season.service';
import { challengeDecider } from '../domain/challenge.decider';
import { matchStream } from '../domain/match.state';
import { matchErrors } from '../domain/match.errors';
import { pitchIsOffered } from '../../pitches/commands/pitch-facts';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchPairs, pitchBookings } from './pitch-bookings';

export class IssueChallengeCommand {
  constructor(
    readonly actor: Principal,
    readonly input: CreateChallengeRequest,
    readonly context: EventContext,
    /**
     * A system command's own moment of issue (the demo's timeline step); never set from a
     * request: an HTTP challenge is issued at the injected clock's now.
     */
    readonly issuedAt?: Date,
  ) {}
}

/**
 * `POST /api/match`: the caller's team (they must captain it) challenges another team
 * assigned to a league this season, at a pitch, inside the current season.
 */
@CommandHandler(IssueChallengeCommand)
export class IssueChallengeHandler implements ICommandHandler<IssueChallengeCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    input,
    context,
    issuedAt,
  }: IssueChallengeCommand): Promise<{ id: string }> {
    const now = (issuedAt ?? this.clock.now()).toISOString();
    const season = this.seasons.current();
    const seasonId = seasonIdOf(season);
    const matchId = newId();
    const stream = matchStream(matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { tx } = unit;
      const receiver = await teamFacts.of(unit, input.receiverId, seasonId);
      const sender = await teamFacts.captainedBy(unit, actor.userId, seasonId);
      const [event] = challengeDecider.decide(
        {
          type: 'IssueChallenge',
          matchId,
          seasonId,
          seasonStart: season.start.toISOString(),
          seasonEnd: season.end.toISOString(),
          issuedBy: actor.userId,
          sender,
          receiver: receiver.captainId ? receiver : null,
          pitchAvailable: await pitchIsOffered(unit, input.pitchId),
          cupTie:
            input.matchType === MATCH_TYPE.cup && sender
              ? await cupTies.currentTie(unit, sender.teamId)
              : null,
          ...input,
          now,
        },
        challengeDecider.initialState(),
      );
      if (event.type !== 'ChallengeIssued') throw new Error('unexpected decision');
      // A courtesy: the acceptance is where a double booking is really refused.
      if (await pitchBookings.isTaken(tx, event.data)) throw matchErrors.pitchBooked();
      await matchPairs.claim(tx, event.data, stream.streamId);
      await unit.append(stream, 0, [event]);
    });
    return { id: matchId };
  }
}
