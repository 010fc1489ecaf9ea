import { DomainError } from '../../../platform/domain/domain-error';

/** Refusals of deleting one's own account, as data (http/account.error-responses.ts maps them). */
export type AccountErrorCode = 'account.captain_must_hand_over';

export class AccountError extends DomainError<AccountErrorCode, { team: string }> {}

export const accountErrors = {
  captainMustHandOver: (team: string) =>
    new AccountError('account.captain_must_hand_over', { team }),
};
