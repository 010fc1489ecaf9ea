import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Every refusal of the matches module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/match.error-responses.ts).
 */
export type MatchErrorCode =
  | 'match.not_found'
  | 'match.exists'
  | 'match.not_captain'
  | 'match.not_receiver_captain'
  | 'match.not_sender_captain'
  | 'match.not_team_member'
  | 'match.receiver_not_found'
  | 'match.receiver_is_sender'
  | 'match.receiver_without_league'
  | 'match.pitch_not_found'
  | 'match.date_required'
  | 'match.date_not_in_future'
  | 'match.date_outside_season'
  | 'match.length_range'
  | 'match.match_type_invalid'
  | 'match.already_challenged'
  | 'match.not_pending'
  | 'match.team_gone'
  | 'match.pitch_booked'
  | 'match.no_cup_tie'
  | 'match.not_cup_opponent'
  | 'match.after_round_deadline';

export class MatchError extends DomainError<MatchErrorCode, Record<string, string> | undefined> {}

export const matchErrors = {
  notFound: () => new MatchError('match.not_found', undefined),
  exists: () => new MatchError('match.exists', undefined),
  notCaptain: () => new MatchError('match.not_captain', undefined),
  notReceiverCaptain: () => new MatchError('match.not_receiver_captain', undefined),
  notSenderCaptain: () => new MatchError('match.not_sender_captain', undefined),
  notTeamMember: () => new MatchError('match.not_team_member', undefined),
  receiverNotFound: () => new MatchError('match.receiver_not_found', undefined),
  receiverIsSender: () => new MatchError('match.receiver_is_sender', undefined),
  receiverWithoutLeague: () => new MatchError('match.receiver_without_league', undefined),
  pitchNotFound: () => new MatchError('match.pitch_not_found', undefined),
  dateRequired: () => new MatchError('match.date_required', undefined),
  dateNotInFuture: () => new MatchError('match.date_not_in_future', undefined),
  dateOutsideSeason: (start: string, end: string) =>
    new MatchError('match.date_outside_season', { start, end }),
  lengthRange: () => new MatchError('match.length_range', undefined),
  matchTypeInvalid: () => new MatchError('match.match_type_invalid', undefined),
  alreadyChallenged: () => new MatchError('match.already_challenged', undefined),
  notPending: (status: 'accepted' | 'rejected' | 'cancelled' | 'finished' | 'removed') =>
    new MatchError('match.not_pending', { status }),
  teamGone: () => new MatchError('match.team_gone', undefined),
  pitchBooked: () => new MatchError('match.pitch_booked', undefined),
  noCupTie: () => new MatchError('match.no_cup_tie', undefined),
  notCupOpponent: () => new MatchError('match.not_cup_opponent', undefined),
  afterRoundDeadline: (deadline: string) =>
    new MatchError('match.after_round_deadline', { deadline }),
};
