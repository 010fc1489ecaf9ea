import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import type { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { challengeDecider } from '../domain/challenge.decider';
import { matchErrors } from '../domain/match.errors';
import { matchStream } from '../domain/match.state';
import { matchPairs, pitchBookings } from './pitch-bookings';

/** The decisions on a pending challenge, by the name of their decider command. */
export type ChallengeDecision = 'AcceptChallenge' | 'RejectChallenge' | 'CancelChallenge';

/** What every decision on a challenge carries: who, which match, and the event context. */
export abstract class ChallengeDecisionCommand {
  abstract readonly decision: ChallengeDecision;
  constructor(
    readonly actor: Principal,
    readonly matchId: string,
    readonly context: EventContext,
  ) {}
}

export interface ChallengeDecisionDto {
  id: string;
}

/**
 * `POST /api/match/accept` and `/cancel` (the receiver's captain accepts or rejects) and
 * `DELETE /api/match/{id}` (the sender's captain withdraws), run by their handlers through this
 * one function. Every decision appends to the match stream with the version read, so two racing
 * decisions on one challenge cannot both win: the later append meets a moved stream and answers
 * 409. An acceptance books the pitch in the same transaction; an overlapping accepted match on
 * that pitch refuses it (409). A rejection or cancellation frees the pair of teams.
 */
export async function decideOnChallenge(
  unitOfWork: UnitOfWork,
  command: ChallengeDecisionCommand,
): Promise<ChallengeDecisionDto> {
  const { actor, matchId, decision, context } = command;
  const stream = matchStream(matchId);
  await unitOfWork.run(context, async (unit) => {
    const { tx } = unit;
    const { state, version } = await unit.load(stream, challengeDecider);
    if (state.phase === 'none') throw matchErrors.notFound();
    const { match } = state;
    const events = challengeDecider.decide(
      {
        type: decision,
        actorUserId: actor.userId,
        sender: await teamFacts.of(unit, match.senderTeamId, match.seasonId),
        receiver: await teamFacts.of(unit, match.receiverTeamId, match.seasonId),
      },
      state,
    );
    await unit.append(stream, version, events);
    if (decision === 'AcceptChallenge') await pitchBookings.book(tx, match);
    else await matchPairs.release(tx, match, stream.streamId);
  });
  return { id: matchId };
}
