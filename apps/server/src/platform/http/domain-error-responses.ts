import type { DomainError } from '../domain/domain-error';
import { type AppError, ConflictError } from './app-errors';

/** How one domain error code answers over HTTP: its status, code and Polish message. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry reads its own code's data
export type ErrorResponse = (data: any) => AppError;

/** A module's table: every code of its union, each with its answer (a missing code fails to compile). */
export type ErrorResponses<Code extends string> = Record<Code, ErrorResponse>;

/** The event store's own refusals. */
const platformErrorResponses: ErrorResponses<'stream.version_conflict'> = {
  'stream.version_conflict': () =>
    new ConflictError(
      'stream.version_conflict',
      'Ktoś inny właśnie zmienił te dane. Odśwież stronę i spróbuj ponownie.',
    ),
};

/**
 * The one place where domain errors become HTTP answers. Platform imports no module: each
 * feature module registers its table at start-up (its module class's constructor), and the
 * global error filter asks here for every DomainError it catches.
 */
export class DomainErrorResponses {
  private readonly responses = new Map<string, ErrorResponse>();

  constructor() {
    this.register(platformErrorResponses);
  }

  register(table: Record<string, ErrorResponse>): void {
    for (const [code, response] of Object.entries(table)) {
      const known = this.responses.get(code);
      if (known && known !== response) throw new Error(`error code ${code} registered twice`);
      this.responses.set(code, response);
    }
  }

  /** The answer for a domain error; a code nobody registered is a bug (500). */
  toAppError(error: DomainError): AppError | null {
    const response = this.responses.get(error.code);
    return response ? response(error.data) : null;
  }
}
