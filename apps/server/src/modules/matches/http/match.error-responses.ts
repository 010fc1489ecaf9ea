import { CHALLENGE_MESSAGES, CUP_MESSAGES, formatCupDeadline } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import { MATCH_ERROR_MESSAGES } from './match.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { MatchErrorCode } from '../domain/match.errors';

/** Status, code and Polish message of every refusal of the matches module (registered by its module). */
export const matchErrorResponses: ErrorResponses<MatchErrorCode> = {
  'match.not_found': () => new NotFoundError('match.not_found', MATCH_ERROR_MESSAGES.notFound),
  'match.exists': () => new ConflictError('match.exists', MATCH_ERROR_MESSAGES.exists),
  'match.not_captain': () =>
    new ForbiddenError('match.not_captain', MATCH_ERROR_MESSAGES.notCaptain),
  'match.not_receiver_captain': () =>
    new ForbiddenError('match.not_receiver_captain', MATCH_ERROR_MESSAGES.notReceiverCaptain),
  'match.not_sender_captain': () =>
    new ForbiddenError('match.not_sender_captain', MATCH_ERROR_MESSAGES.notSenderCaptain),
  'match.not_team_member': () =>
    new ForbiddenError('match.not_team_member', MATCH_ERROR_MESSAGES.notTeamMember),
  'match.receiver_not_found': () =>
    new NotFoundError('match.receiver_not_found', MATCH_ERROR_MESSAGES.receiverNotFound),
  'match.receiver_is_sender': () =>
    ValidationError.of('receiverId', MATCH_ERROR_MESSAGES.receiverIsSender),
  'match.receiver_without_league': () =>
    ValidationError.of('receiverId', MATCH_ERROR_MESSAGES.receiverWithoutLeague),
  'match.pitch_not_found': () =>
    new NotFoundError('pitch.not_found', MATCH_ERROR_MESSAGES.pitchNotFound),
  'match.date_required': () => ValidationError.of('date', CHALLENGE_MESSAGES.dateRequired),
  'match.date_not_in_future': () => ValidationError.of('date', CHALLENGE_MESSAGES.dateNotInFuture),
  'match.date_outside_season': ({ start, end }: { start: string; end: string }) =>
    ValidationError.of('date', CHALLENGE_MESSAGES.dateOutsideSeason(start, end)),
  'match.length_range': () => ValidationError.of('length', CHALLENGE_MESSAGES.lengthRange),
  'match.match_type_invalid': () =>
    ValidationError.of('matchType', CHALLENGE_MESSAGES.matchTypeInvalid),
  'match.already_challenged': () =>
    new ConflictError('match.already_challenged', MATCH_ERROR_MESSAGES.alreadyChallenged),
  'match.not_pending': ({
    status,
  }: {
    status: 'accepted' | 'rejected' | 'cancelled' | 'finished' | 'removed';
  }) =>
    new ConflictError(
      'match.not_pending',
      {
        accepted: MATCH_ERROR_MESSAGES.notPendingAccepted,
        rejected: MATCH_ERROR_MESSAGES.notPendingRejected,
        cancelled: MATCH_ERROR_MESSAGES.notPendingCancelled,
        finished: MATCH_ERROR_MESSAGES.notPendingFinished,
        removed: MATCH_ERROR_MESSAGES.notPendingRemoved,
      }[status],
    ),
  'match.team_gone': () => new ConflictError('match.team_deleted', MATCH_ERROR_MESSAGES.teamGone),
  'match.pitch_booked': () =>
    new ConflictError('match.pitch_booked', CHALLENGE_MESSAGES.pitchBooked),
  'match.no_cup_tie': () => new ConflictError('match.no_cup_tie', CUP_MESSAGES.noCupTie),
  'match.not_cup_opponent': () => ValidationError.of('receiverId', CUP_MESSAGES.notCupOpponent),
  'match.after_round_deadline': ({ deadline }: { deadline: string }) =>
    ValidationError.of('date', CUP_MESSAGES.afterRoundDeadline(formatCupDeadline(deadline))),
};
