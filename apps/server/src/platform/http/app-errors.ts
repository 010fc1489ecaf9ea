import type { ApiError } from '@liga/contracts';

/**
 * A typed error that carries its HTTP status and one or more coded, Polish messages.
 * Thrown anywhere on the server; the global filter turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
  ) {
    super(errors.map((e) => `${e.code}: ${e.message}`).join('; '));
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: ApiError[]) {
    super(400, errors);
  }
  static of(code: string, message: string): ValidationError {
    return new ValidationError([{ code, message }]);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code = 'auth.unauthorized', message = 'Musisz się zalogować.') {
    super(401, [{ code, message }]);
  }
}

export class ForbiddenError extends AppError {
  constructor(code = 'auth.forbidden', message = 'Nie masz uprawnień do tej operacji.') {
    super(403, [{ code, message }]);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(404, [{ code, message }]);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, [{ code, message }]);
  }
}

export class TooManyRequestsError extends AppError {
  /** `retryAfterSeconds`: when the caller may try again (sent as the Retry-After header). */
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, [{ code, message }]);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    code = 'service.unavailable',
    message = 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  ) {
    super(503, [{ code, message }]);
  }
}
