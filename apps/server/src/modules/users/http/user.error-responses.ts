import { SELF_SERVICE_TEXTS } from '@liga/contracts';
import { USER_TEXTS } from '../users.texts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { UserErrorCode } from '../domain/user.errors';

/** Status, code and Polish message of every refusal of the users module (registered by its module). */
export const userErrorResponses: ErrorResponses<UserErrorCode> = {
  'user.not_found': () => new NotFoundError('user.not_found', USER_TEXTS.notFound),
  'user.not_owner': () => new ForbiddenError('user.not_owner', USER_TEXTS.notOwner),
  'user.admin_only': () => new ForbiddenError(),
  'user.already_registered': () =>
    new ConflictError('user.already_registered', USER_TEXTS.alreadyRegistered),
  'user.cannot_erase_self': () =>
    new ForbiddenError('user.cannot_erase_self', USER_TEXTS.cannotEraseSelf),
  'user.admin_self_delete': () =>
    new ForbiddenError('user.admin_self_delete', SELF_SERVICE_TEXTS.adminCannotDelete),
};
