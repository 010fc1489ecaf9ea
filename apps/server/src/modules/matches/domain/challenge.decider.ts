import { CHALLENGE_LIMITS, formatSeasonDay, MATCH_TYPE } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { TeamFacts } from '../../teams/domain/team-facts';
import { matchErrors } from './match.errors';
import type { CupTieFacts } from '../../cup/facts/cup-ties.reader';
import type { Challenge, MatchEvent } from './match.events';
import { evolveMatch, initialMatchState, type MatchState } from './match.state';

/**
 * The challenge's decisions on the match stream `match-{id}` (its events and state live in
 * match.events.ts / match.state.ts; the report decider in the reports module decides the
 * report's part of the same stream).
 */

export type IssueChallenge = {
  type: 'IssueChallenge';
  matchId: string;
  seasonId: string;
  /** The current season's window (ISO instants, inclusive). */
  seasonStart: string;
  seasonEnd: string;
  issuedBy: string;
  /** The team the caller captains, or null when they captain none. */
  sender: TeamFacts | null;
  /** Null when no such team exists. */
  receiver: TeamFacts | null;
  /** A cup match (matchType 2): the sender's tie to play now, or null when it has none. */
  cupTie?: CupTieFacts | null;
  /** True when the pitch exists and is offered. */
  pitchAvailable: boolean;
  pitchId: string;
  date: string;
  length: number;
  matchType: number;
  /**
   * The moment the challenge is issued (ISO instant): the injected clock's now for a request,
   * the step's own instant for a system command along a timeline (the demo). The date must be
   * strictly later.
   */
  now: string;
};
type Decision = { actorUserId: string; sender: TeamFacts; receiver: TeamFacts };
export type AcceptChallenge = { type: 'AcceptChallenge' } & Decision;
export type RejectChallenge = { type: 'RejectChallenge' } & Decision;
export type CancelChallenge = { type: 'CancelChallenge' } & Decision;
export type ChallengeCommand = IssueChallenge | AcceptChallenge | RejectChallenge | CancelChallenge;

function issue(command: IssueChallenge, state: MatchState): MatchEvent[] {
  if (state.phase !== 'none') throw matchErrors.exists();
  const { sender, receiver } = command;
  if (!sender || !sender.active || sender.captainId !== command.issuedBy) {
    throw matchErrors.notCaptain();
  }
  if (!receiver || !receiver.active) throw matchErrors.receiverNotFound();
  if (receiver.teamId === sender.teamId) throw matchErrors.receiverIsSender();
  if (!receiver.leagueId) throw matchErrors.receiverWithoutLeague();
  if (!command.pitchAvailable) throw matchErrors.pitchNotFound();
  checkDate(command);
  if (
    !Number.isInteger(command.length) ||
    command.length <= CHALLENGE_LIMITS.lengthAbove ||
    command.length >= CHALLENGE_LIMITS.lengthBelow
  ) {
    throw matchErrors.lengthRange();
  }
  const cup = cupTieOf(command, receiver.teamId);
  const { matchId, seasonId, pitchId, length, matchType, issuedBy } = command;
  const data: Challenge = {
    matchId,
    seasonId,
    senderTeamId: sender.teamId,
    receiverTeamId: receiver.teamId,
    leagueId: sender.leagueId === receiver.leagueId ? receiver.leagueId : null,
    senderLeagueId: sender.leagueId,
    receiverLeagueId: receiver.leagueId,
    pitchId,
    date: new Date(command.date).toISOString(),
    length,
    matchType,
    issuedBy,
    ...(cup ? { cup } : {}),
  };
  return [{ type: 'ChallengeIssued', data }];
}

/** A cup challenge goes to the sender's current cup opponent, before the round's deadline. */
function cupTieOf(command: IssueChallenge, receiverId: string) {
  if (command.matchType === MATCH_TYPE.league) return null;
  if (command.matchType !== MATCH_TYPE.cup) throw matchErrors.matchTypeInvalid();
  const tie = command.cupTie;
  if (!tie) throw matchErrors.noCupTie();
  if (tie.opponentTeamId !== receiverId) throw matchErrors.notCupOpponent();
  if (new Date(command.date).getTime() > new Date(tie.deadline).getTime()) {
    throw matchErrors.afterRoundDeadline(tie.deadline);
  }
  return { cupId: tie.cupId, tieId: tie.tieId };
}

/** Set (a 1970 date counts as unset), strictly after the moment of issue, inside the season. */
function checkDate(command: IssueChallenge): void {
  const date = new Date(command.date);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970) {
    throw matchErrors.dateRequired();
  }
  if (date.getTime() <= new Date(command.now).getTime()) throw matchErrors.dateNotInFuture();
  const start = new Date(command.seasonStart);
  const end = new Date(command.seasonEnd);
  if (date < start || date > end) {
    throw matchErrors.dateOutsideSeason(formatSeasonDay(start), formatSeasonDay(end));
  }
}

function pending(state: MatchState): Extract<MatchState, { phase: 'pending' }> {
  if (state.phase === 'none') throw matchErrors.notFound();
  if (state.phase !== 'pending') throw matchErrors.notPending(state.phase);
  return state;
}

function decideOnChallenge(
  command: AcceptChallenge | RejectChallenge | CancelChallenge,
  state: MatchState,
): MatchEvent[] {
  if (state.phase === 'none') throw matchErrors.notFound();
  const byReceiver = command.type !== 'CancelChallenge';
  const team = byReceiver ? command.receiver : command.sender;
  if (team.captainId !== command.actorUserId || !team.active) {
    throw byReceiver ? matchErrors.notReceiverCaptain() : matchErrors.notSenderCaptain();
  }
  const { match } = pending(state);
  const { matchId } = match;
  const by = command.actorUserId;
  switch (command.type) {
    case 'AcceptChallenge':
      if (!command.sender.active) throw matchErrors.teamGone();
      return [{ type: 'ChallengeAccepted', data: { matchId, acceptedBy: by } }];
    case 'RejectChallenge':
      return [{ type: 'ChallengeRejected', data: { matchId, rejectedBy: by } }];
    case 'CancelChallenge':
      return [{ type: 'ChallengeCancelled', data: { matchId, cancelledBy: by } }];
    default:
      return assertNever(command);
  }
}

export const challengeDecider: Decider<MatchState, ChallengeCommand, MatchEvent> = {
  initialState: initialMatchState,
  evolve: evolveMatch,
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueChallenge':
        return issue(command, state);
      case 'AcceptChallenge':
      case 'RejectChallenge':
      case 'CancelChallenge':
        return decideOnChallenge(command, state);
      default:
        return assertNever(command);
    }
  },
};
