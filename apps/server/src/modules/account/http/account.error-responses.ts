import { SELF_SERVICE_TEXTS } from '@liga/contracts';
import { ConflictError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { AccountErrorCode } from '../domain/account.errors';

export const accountErrorResponses: ErrorResponses<AccountErrorCode> = {
  'account.captain_must_hand_over': (data: { team: string }) =>
    new ConflictError(
      'account.captain_must_hand_over',
      SELF_SERVICE_TEXTS.captainMustHandOver(data.team),
    ),
};
