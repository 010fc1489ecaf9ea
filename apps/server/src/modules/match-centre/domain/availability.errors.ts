import { DomainError } from '../../../platform/domain/domain-error';

/** Refusals of the match centre, as data; status and Polish message in http/. */
export type MatchCentreErrorCode =
  | 'availability.match_not_found'
  | 'availability.match_not_accepted'
  | 'availability.match_started'
  | 'availability.not_member';

export class MatchCentreError extends DomainError<MatchCentreErrorCode, undefined> {}

export const matchCentreErrors = {
  matchNotFound: () => new MatchCentreError('availability.match_not_found', undefined),
  notAccepted: () => new MatchCentreError('availability.match_not_accepted', undefined),
  started: () => new MatchCentreError('availability.match_started', undefined),
  notMember: () => new MatchCentreError('availability.not_member', undefined),
};
