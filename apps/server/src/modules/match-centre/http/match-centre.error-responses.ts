import { MATCH_CENTRE_MESSAGES as M } from '@liga/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { MatchCentreErrorCode } from '../domain/availability.errors';

/** Status, code and Polish message of every refusal of the match centre. */
export const matchCentreErrorResponses: ErrorResponses<MatchCentreErrorCode> = {
  'availability.match_not_found': () =>
    new NotFoundError('availability.match_not_found', M.matchNotFound),
  'availability.match_not_accepted': () =>
    new ConflictError('availability.match_not_accepted', M.notAccepted),
  'availability.match_started': () =>
    new ConflictError('availability.match_started', M.alreadyStarted),
  'availability.not_member': () => new ForbiddenError('availability.not_member', M.notMember),
};
