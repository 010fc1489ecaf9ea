import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Refusals of an admin's cancellation of a match (`match-cancellation.decider.ts`), as data; the
 * status and Polish message are the edge's (http/match-cancellation.error-responses.ts).
 */
export type MatchCancellationErrorCode =
  | 'match.cancel_not_found'
  | 'match.cancel_not_accepted'
  | 'match.cancel_already_played'
  | 'match.cancel_report_filed'
  | 'match.cancel_already_cancelled'
  | 'match.cancel_reason_required'
  | 'match.cancel_reason_too_long';

export class MatchCancellationError extends DomainError<MatchCancellationErrorCode, undefined> {}

const error = (code: MatchCancellationErrorCode) => () =>
  new MatchCancellationError(code, undefined);

export const matchCancellationErrors = {
  notFound: error('match.cancel_not_found'),
  notAccepted: error('match.cancel_not_accepted'),
  alreadyPlayed: error('match.cancel_already_played'),
  reportFiled: error('match.cancel_report_filed'),
  alreadyCancelled: error('match.cancel_already_cancelled'),
  reasonRequired: error('match.cancel_reason_required'),
  reasonTooLong: error('match.cancel_reason_too_long'),
};
