import { DomainError } from '../../../platform/domain/domain-error';

/** Every refusal of the operations console; status and Polish message: http/operations.error-responses.ts. */
export type OperationsErrorCode =
  'operations.unknown_projection' | 'operations.not_poisoned' | 'operations.rebuild_running';

export class OperationsError extends DomainError<OperationsErrorCode, undefined> {}

export const operationsErrors = {
  unknownProjection: () => new OperationsError('operations.unknown_projection', undefined),
  notPoisoned: () => new OperationsError('operations.not_poisoned', undefined),
  rebuildRunning: () => new OperationsError('operations.rebuild_running', undefined),
};
