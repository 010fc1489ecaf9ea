import { MATCH_CANCELLATION_MESSAGES } from '@liga/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { MatchCancellationErrorCode } from '../domain/match-cancellation.errors';

/** Status, code and Polish message of every refusal of an admin's cancellation of a match. */
export const matchCancellationErrorResponses: ErrorResponses<MatchCancellationErrorCode> = {
  'match.cancel_not_found': () => new NotFoundError('match.not_found', 'Nie znaleziono meczu.'),
  'match.cancel_not_accepted': () =>
    new ConflictError(
      'match.not_accepted',
      'Odwołać można tylko zaakceptowany mecz; to wyzwanie nie zostało zaakceptowane.',
    ),
  'match.cancel_already_played': () =>
    new ConflictError('match.already_played', 'Ten mecz został już rozegrany.'),
  'match.cancel_report_filed': () =>
    new ConflictError(
      'match.report_filed',
      'Do tego meczu złożono już raport. Usuń raport, zanim odwołasz mecz.',
    ),
  'match.cancel_already_cancelled': () =>
    new ConflictError('match.already_cancelled', 'Ten mecz został już odwołany.'),
  'match.cancel_reason_required': () =>
    ValidationError.of('reason', MATCH_CANCELLATION_MESSAGES.reasonRequired),
  'match.cancel_reason_too_long': () =>
    ValidationError.of('reason', MATCH_CANCELLATION_MESSAGES.reasonTooLong),
};
