import { CHALLENGE_MESSAGES, CUP_MESSAGES, formatCupDeadline } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { MatchErrorCode } from '../domain/match.errors';

/** Status, code and Polish message of every refusal of the matches module (registered by its module). */
export const matchErrorResponses: ErrorResponses<MatchErrorCode> = {
  'match.not_found': () => new NotFoundError('match.not_found', 'Nie znaleziono wyzwania.'),
  'match.exists': () => new ConflictError('match.exists', 'To wyzwanie już istnieje.'),
  'match.not_captain': () =>
    new ForbiddenError('match.not_captain', 'Tylko kapitan drużyny może rzucić wyzwanie.'),
  'match.not_receiver_captain': () =>
    new ForbiddenError(
      'match.not_receiver_captain',
      'Tylko kapitan drużyny, której rzucono wyzwanie, może je przyjąć lub odrzucić.',
    ),
  'match.not_sender_captain': () =>
    new ForbiddenError(
      'match.not_sender_captain',
      'Tylko kapitan drużyny, która rzuciła wyzwanie, może je anulować.',
    ),
  'match.not_team_member': () =>
    new ForbiddenError(
      'match.not_team_member',
      'Wyzwania drużyny widzą tylko jej zawodnicy i zarządca.',
    ),
  'match.receiver_not_found': () =>
    new NotFoundError('match.receiver_not_found', 'Nie znaleziono drużyny przeciwnika.'),
  'match.receiver_is_sender': () =>
    ValidationError.of('receiverId', 'Nie możesz rzucić wyzwania własnej drużynie.'),
  'match.receiver_without_league': () =>
    ValidationError.of(
      'receiverId',
      'Ta drużyna nie została jeszcze przypisana do ligi; nie można jej rzucić wyzwania.',
    ),
  'match.pitch_not_found': () => new NotFoundError('pitch.not_found', 'Nie znaleziono boiska.'),
  'match.date_required': () => ValidationError.of('date', CHALLENGE_MESSAGES.dateRequired),
  'match.date_not_in_future': () => ValidationError.of('date', CHALLENGE_MESSAGES.dateNotInFuture),
  'match.date_outside_season': ({ start, end }: { start: string; end: string }) =>
    ValidationError.of('date', CHALLENGE_MESSAGES.dateOutsideSeason(start, end)),
  'match.length_range': () => ValidationError.of('length', CHALLENGE_MESSAGES.lengthRange),
  'match.match_type_invalid': () =>
    ValidationError.of('matchType', CHALLENGE_MESSAGES.matchTypeInvalid),
  'match.already_challenged': () =>
    new ConflictError(
      'match.already_challenged',
      'Te drużyny mają już oczekujące lub zaakceptowane wyzwanie w tym sezonie.',
    ),
  'match.not_pending': ({
    status,
  }: {
    status: 'accepted' | 'rejected' | 'cancelled' | 'finished' | 'removed';
  }) =>
    new ConflictError(
      'match.not_pending',
      {
        accepted: 'To wyzwanie zostało już zaakceptowane.',
        rejected: 'To wyzwanie zostało już odrzucone.',
        cancelled: 'To wyzwanie zostało już anulowane.',
        finished: 'Ten mecz został już rozegrany.',
        removed: 'Ten mecz został usunięty.',
      }[status],
    ),
  'match.team_gone': () =>
    new ConflictError('match.team_deleted', 'Jedna z drużyn tego wyzwania została usunięta.'),
  'match.pitch_booked': () =>
    new ConflictError('match.pitch_booked', CHALLENGE_MESSAGES.pitchBooked),
  'match.no_cup_tie': () => new ConflictError('match.no_cup_tie', CUP_MESSAGES.noCupTie),
  'match.not_cup_opponent': () => ValidationError.of('receiverId', CUP_MESSAGES.notCupOpponent),
  'match.after_round_deadline': ({ deadline }: { deadline: string }) =>
    ValidationError.of('date', CUP_MESSAGES.afterRoundDeadline(formatCupDeadline(deadline))),
};
