import { CHALLENGE_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';

/** Every refusal of the matches module, with its code and Polish message, in one place. */
export const matchErrors = {
  notFound: () => new NotFoundError('match.not_found', 'Nie znaleziono wyzwania.'),
  exists: () => new ConflictError('match.exists', 'To wyzwanie już istnieje.'),
  notCaptain: () =>
    new ForbiddenError('match.not_captain', 'Tylko kapitan drużyny może rzucić wyzwanie.'),
  notReceiverCaptain: () =>
    new ForbiddenError(
      'match.not_receiver_captain',
      'Tylko kapitan drużyny, której rzucono wyzwanie, może je przyjąć lub odrzucić.',
    ),
  notSenderCaptain: () =>
    new ForbiddenError(
      'match.not_sender_captain',
      'Tylko kapitan drużyny, która rzuciła wyzwanie, może je anulować.',
    ),
  notTeamMember: () =>
    new ForbiddenError(
      'match.not_team_member',
      'Wyzwania drużyny widzą tylko jej zawodnicy i zarządca.',
    ),
  receiverNotFound: () =>
    new NotFoundError('match.receiver_not_found', 'Nie znaleziono drużyny przeciwnika.'),
  receiverIsSender: () =>
    ValidationError.of('receiverId', 'Nie możesz rzucić wyzwania własnej drużynie.'),
  receiverWithoutLeague: () =>
    ValidationError.of(
      'receiverId',
      'Ta drużyna nie została jeszcze przypisana do ligi; nie można jej rzucić wyzwania.',
    ),
  pitchNotFound: () => new NotFoundError('pitch.not_found', 'Nie znaleziono boiska.'),
  dateRequired: () => ValidationError.of('date', CHALLENGE_MESSAGES.dateRequired),
  dateOutsideSeason: (start: string, end: string) =>
    ValidationError.of('date', CHALLENGE_MESSAGES.dateOutsideSeason(start, end)),
  lengthRange: () => ValidationError.of('length', CHALLENGE_MESSAGES.lengthRange),
  matchTypeInvalid: () => ValidationError.of('matchType', CHALLENGE_MESSAGES.matchTypeInvalid),
  alreadyChallenged: () =>
    new ConflictError(
      'match.already_challenged',
      'Te drużyny mają już oczekujące lub zaakceptowane wyzwanie w tym sezonie.',
    ),
  notPending: (status: 'accepted' | 'rejected' | 'cancelled' | 'finished' | 'removed') =>
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
  teamGone: () =>
    new ConflictError('match.team_deleted', 'Jedna z drużyn tego wyzwania została usunięta.'),
  pitchBooked: () => new ConflictError('match.pitch_booked', CHALLENGE_MESSAGES.pitchBooked),
};
