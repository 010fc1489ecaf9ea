import type { DomainError } from '../../apps/server/src/platform/domain/domain-error';
import type { AppError } from '../../apps/server/src/platform/http/app-errors';
import type { ErrorResponse } from '../../apps/server/src/platform/http/domain-error-responses';

/**
 * For decider unit tests: a refusal as the edge answers it (status, code, Polish message),
 * through the module's table of error responses — what the API would send.
 */
export const answerWith =
  (table: Record<string, ErrorResponse>) =>
  (error: unknown): AppError => {
    const refusal = error as DomainError;
    return table[refusal.code](refusal.data);
  };

/** What `run` threw; a run that throws nothing fails the test. */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}
