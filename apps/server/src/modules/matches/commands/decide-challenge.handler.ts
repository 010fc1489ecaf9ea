import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { challengeDecider, type ChallengeCommand } from '../domain/challenge.decider';
import { matchStream } from '../domain/match.state';
import { matchErrors } from '../domain/match.errors';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { matchPairs, pitchBookings } from './pitch-bookings';

export type ChallengeDecision = 'accept' | 'reject' | 'cancel';

const COMMAND_TYPES = {
  accept: 'AcceptChallenge',
  reject: 'RejectChallenge',
  cancel: 'CancelChallenge',
} as const;

export class DecideChallengeCommand {
  constructor(
    readonly actor: Principal,
    readonly matchId: string,
    readonly decision: ChallengeDecision,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/match/accept` and `/cancel` (the receiver's captain accepts or rejects) and
 * `DELETE /api/match/{id}` (the sender's captain withdraws). All three append to the match
 * stream with the version read, so two racing decisions on one challenge cannot both win:
 * the later append meets a moved stream and answers 409. An acceptance books the pitch in
 * the same transaction; an overlapping accepted match on that pitch refuses it (409).
 */
@CommandHandler(DecideChallengeCommand)
export class DecideChallengeHandler implements ICommandHandler<DecideChallengeCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ actor, matchId, decision, context }: DecideChallengeCommand) {
    const stream = matchStream(matchId);
    await this.unitOfWork.run(context, async (unit) => {
      const { tx } = unit;
      const { state, version } = await unit.load(stream, challengeDecider);
      if (state.phase === 'none') throw matchErrors.notFound();
      const { match } = state;
      const command: ChallengeCommand = {
        type: COMMAND_TYPES[decision],
        actorUserId: actor.userId,
        sender: await teamFacts.of(unit, match.senderTeamId, match.seasonId),
        receiver: await teamFacts.of(unit, match.receiverTeamId, match.seasonId),
      };
      const events = challengeDecider.decide(command, state);
      await unit.append(stream, version, events);
      if (decision === 'accept') await pitchBookings.book(tx, match);
      else await matchPairs.release(tx, match, stream.streamId);
    });
    return { id: matchId };
  }
}
