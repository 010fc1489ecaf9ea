import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Every refusal of the users module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/user.error-responses.ts).
 */
export type UserErrorCode =
  | 'user.not_found'
  | 'user.not_owner'
  | 'user.admin_only'
  | 'user.already_registered'
  | 'user.cannot_erase_self'
  | 'user.admin_self_delete';

export class UserError extends DomainError<UserErrorCode, Record<string, string> | undefined> {}

export const userErrors = {
  notFound: () => new UserError('user.not_found', undefined),
  notOwner: () => new UserError('user.not_owner', undefined),
  adminOnly: () => new UserError('user.admin_only', undefined),
  alreadyRegistered: () => new UserError('user.already_registered', undefined),
  cannotEraseSelf: () => new UserError('user.cannot_erase_self', undefined),
  adminSelfDelete: () => new UserError('user.admin_self_delete', undefined),
};
