import { CHALLENGE_LIMITS, formatSeasonDay, MATCH_TYPE } from '@liga/contracts';
import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import {
  decideReport,
  evolveReport,
  type OpenReport,
  REPORT_COMMAND_TYPES,
  type ReportCommand,
  type VerifiedReport,
} from '../../reports/domain/report.decider';
import { REPORT_EVENT_TYPES, type ReportEvent } from '../../reports/domain/report.events';
import { matchErrors } from './match.errors';

/**
 * Facts of the match stream `match-{id}`: a challenge, its acceptance, rejection or
 * cancellation. The match-reports feature extends this same stream (MatchReportSubmitted,
 * ...Accepted/Rejected/Verified/Deleted, MatchFinished): add its events to `MatchEvent`, its
 * phases to `MatchState` and its commands to `MatchCommand`.
 */
export type ChallengeIssued = DomainEvent<
  'ChallengeIssued',
  {
    matchId: string;
    seasonId: string;
    senderTeamId: string;
    receiverTeamId: string;
    /** The league both teams play in (for colouring); null when their leagues differ. */
    leagueId: string | null;
    senderLeagueId: string | null;
    receiverLeagueId: string | null;
    pitchId: string;
    /** Start, ISO instant (UTC). */
    date: string;
    /** Minutes. */
    length: number;
    matchType: number;
    /** User id of the sender's captain. */
    issuedBy: string;
  }
>;
export type ChallengeAccepted = DomainEvent<
  'ChallengeAccepted',
  { matchId: string; acceptedBy: string }
>;
/** The receiver's captain refused the challenge (`POST /api/match/cancel`). */
export type ChallengeRejected = DomainEvent<
  'ChallengeRejected',
  { matchId: string; rejectedBy: string }
>;
/** The sender's captain withdrew a pending challenge (`DELETE /api/match/{id}`). */
export type ChallengeCancelled = DomainEvent<
  'ChallengeCancelled',
  { matchId: string; cancelledBy: string }
>;
export type MatchEvent =
  ChallengeIssued | ChallengeAccepted | ChallengeRejected | ChallengeCancelled | ReportEvent;

export type Challenge = ChallengeIssued['data'];

/** The match's phase; reports add theirs (e.g. 'finished') next to 'accepted'. */
export type MatchState =
  | { phase: 'none' }
  | { phase: 'pending'; match: Challenge }
  | { phase: 'accepted'; match: Challenge; acceptedBy: string; report?: OpenReport }
  | { phase: 'rejected'; match: Challenge }
  | { phase: 'cancelled'; match: Challenge }
  /** A verified report (or an admin's entry): status 5. */
  | { phase: 'finished'; match: Challenge; report: VerifiedReport }
  /** Its verified report was deleted by an admin: the match is out of every table. */
  | { phase: 'removed'; match: Challenge };

/** What the handler read about a team before deciding (from the team stream and league links). */
export interface TeamFacts {
  teamId: string;
  /** False once the team was deleted. */
  active: boolean;
  captainId: string;
  /** The league the team plays in this season, or null. */
  leagueId: string | null;
}

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
  /** True when the pitch exists and is offered. */
  pitchAvailable: boolean;
  pitchId: string;
  date: string;
  length: number;
  matchType: number;
};
type Decision = { actorUserId: string; sender: TeamFacts; receiver: TeamFacts };
export type AcceptChallenge = { type: 'AcceptChallenge' } & Decision;
export type RejectChallenge = { type: 'RejectChallenge' } & Decision;
export type CancelChallenge = { type: 'CancelChallenge' } & Decision;
export type MatchCommand =
  IssueChallenge | AcceptChallenge | RejectChallenge | CancelChallenge | ReportCommand;

export const matchStream = (matchId: string) => ({
  streamId: `match-${matchId}`,
  streamType: 'match',
});

function evolve(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'ChallengeIssued':
      return { phase: 'pending', match: event.data };
    case 'ChallengeAccepted':
      return state.phase === 'pending'
        ? { phase: 'accepted', match: state.match, acceptedBy: event.data.acceptedBy }
        : state;
    case 'ChallengeRejected':
      return state.phase === 'pending' ? { phase: 'rejected', match: state.match } : state;
    case 'ChallengeCancelled':
      return state.phase === 'pending' ? { phase: 'cancelled', match: state.match } : state;
    default:
      return isReportEvent(event) ? evolveReport(state, event) : state;
  }
}

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
  if (command.matchType !== MATCH_TYPE.league) throw matchErrors.matchTypeInvalid();
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
  };
  return [{ type: 'ChallengeIssued', data }];
}

/** Set (a 1970 date counts as unset) and inside the season; a past date is allowed. */
function checkDate(command: IssueChallenge): void {
  const date = new Date(command.date);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970) {
    throw matchErrors.dateRequired();
  }
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

const isReportEvent = (event: { type: string }): event is ReportEvent =>
  (REPORT_EVENT_TYPES as readonly string[]).includes(event.type);
/** Report commands, decided by the match-reports feature on this stream. */
export const isReportCommand = (command: { type: string }): command is ReportCommand =>
  (REPORT_COMMAND_TYPES as readonly string[]).includes(command.type);

export const matchDecider: Decider<MatchState, MatchCommand, MatchEvent> = {
  initialState: () => ({ phase: 'none' }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueChallenge':
        return issue(command, state);
      case 'AcceptChallenge':
      case 'RejectChallenge':
      case 'CancelChallenge':
        return decideOnChallenge(command, state);
      case 'SubmitReport':
      case 'AcceptReport':
      case 'RejectReport':
      case 'VerifyReport':
      case 'DeleteReport':
      case 'InsertResult':
        return decideReport(command, state);
      default:
        return assertNever(command);
    }
  },
};
