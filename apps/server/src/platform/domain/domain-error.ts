/**
 * A refusal by the domain, as data: a typed code (a union of string literals per module, in
 * `modules/<x>/domain/<x>.errors.ts`) and the values its message needs. It knows nothing of
 * HTTP: the edge maps each code to a status and a Polish message (each module's
 * `http/<x>.error-responses.ts`, collected by the global error filter).
 */
export class DomainError<Code extends string = string, Data = unknown> extends Error {
  constructor(
    readonly code: Code,
    readonly data: Data,
  ) {
    super(code);
    this.name = new.target.name;
  }
}

/** True for a refusal with one of the given codes (e.g. "already open" at start-up). */
export const hasCode = (error: unknown, ...codes: string[]): error is DomainError =>
  error instanceof DomainError && codes.includes(error.code);
