import { ConflictError, NotFoundError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { OperationsErrorCode } from '../domain/operations.errors';

/** Status and Polish message of every refusal of the operations console. */
export const operationsErrorResponses: ErrorResponses<OperationsErrorCode> = {
  'operations.unknown_projection': () =>
    new NotFoundError('operations.unknown_projection', 'Nie ma takiej projekcji.'),
  'operations.not_poisoned': () =>
    new ConflictError(
      'operations.not_poisoned',
      'To zdarzenie nie zatrzymało projekcji: nie ma czego pominąć ani ponowić.',
    ),
  'operations.rebuild_running': () =>
    new ConflictError(
      'operations.rebuild_running',
      'Przebudowa tej projekcji już trwa. Poczekaj na jej koniec.',
    ),
};
