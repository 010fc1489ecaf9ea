import { ConflictError, NotFoundError } from '../../../platform/http/app-errors';
import { OPERATIONS_ERROR_MESSAGES } from './operations.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { OperationsErrorCode } from '../domain/operations.errors';

/** Status and Polish message of every refusal of the operations console. */
export const operationsErrorResponses: ErrorResponses<OperationsErrorCode> = {
  'operations.unknown_projection': () =>
    new NotFoundError('operations.unknown_projection', OPERATIONS_ERROR_MESSAGES.unknownProjection),
  'operations.not_poisoned': () =>
    new ConflictError('operations.not_poisoned', OPERATIONS_ERROR_MESSAGES.notPoisoned),
  'operations.rebuild_running': () =>
    new ConflictError('operations.rebuild_running', OPERATIONS_ERROR_MESSAGES.rebuildRunning),
};
