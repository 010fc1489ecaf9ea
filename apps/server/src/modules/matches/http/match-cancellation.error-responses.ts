import { MATCH_CANCELLATION_MESSAGES } from '@liga/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { MATCH_CANCELLATION_ERROR_MESSAGES } from './match-cancellation.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { MatchCancellationErrorCode } from '../domain/match-cancellation.errors';

/** Status, code and Polish message of every refusal of an admin's cancellation of a match. */
export const matchCancellationErrorResponses: ErrorResponses<MatchCancellationErrorCode> = {
  'match.cancel_not_found': () =>
    new NotFoundError('match.not_found', MATCH_CANCELLATION_ERROR_MESSAGES.cancelNotFound),
  'match.cancel_not_accepted': () =>
    new ConflictError('match.not_accepted', MATCH_CANCELLATION_ERROR_MESSAGES.cancelNotAccepted),
  'match.cancel_already_played': () =>
    new ConflictError(
      'match.already_played',
      MATCH_CANCELLATION_ERROR_MESSAGES.cancelAlreadyPlayed,
    ),
  'match.cancel_report_filed': () =>
    new ConflictError('match.report_filed', MATCH_CANCELLATION_ERROR_MESSAGES.cancelReportFiled),
  'match.cancel_already_cancelled': () =>
    new ConflictError(
      'match.already_cancelled',
      MATCH_CANCELLATION_ERROR_MESSAGES.cancelAlreadyCancelled,
    ),
  'match.cancel_reason_required': () =>
    ValidationError.of('reason', MATCH_CANCELLATION_MESSAGES.reasonRequired),
  'match.cancel_reason_too_long': () =>
    ValidationError.of('reason', MATCH_CANCELLATION_MESSAGES.reasonTooLong),
};
