import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-errors';

/** What the body parser's refusals mean to a user, in Polish. */
const BODY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': {
    status: 400,
    code: 'request.malformed_json',
    message: 'Nieprawidłowy format JSON.',
  },
  'entity.too.large': {
    status: 413,
    code: 'request.too_large',
    message: 'Przesłane dane są zbyt duże.',
  },
  'encoding.unsupported': {
    status: 415,
    code: 'request.unsupported_encoding',
    message: 'Nieobsługiwane kodowanie przesłanych danych (Content-Encoding).',
  },
  'charset.unsupported': {
    status: 415,
    code: 'request.unsupported_charset',
    message: 'Nieobsługiwane kodowanie znaków. Wyślij dane w UTF-8.',
  },
};

const INVALID = { status: 400, code: 'request.invalid', message: 'Nieprawidłowe żądanie.' };
const BY_STATUS: Record<number, { status: number; code: string; message: string }> = {
  413: BODY_ERRORS['entity.too.large'],
  415: {
    status: 415,
    code: 'request.unsupported_type',
    message: 'Nieobsługiwany format danych.',
  },
};

/** An http-errors client error (what body-parser and raw-body throw): exposed, status 4xx. */
function clientErrorOf(error: unknown): { status: number; type?: string } | null {
  const candidate = error as { expose?: unknown; status?: unknown; type?: unknown } | null;
  if (!candidate || candidate.expose !== true || typeof candidate.status !== 'number') return null;
  if (candidate.status < 400 || candidate.status > 499) return null;
  return {
    status: candidate.status,
    type: typeof candidate.type === 'string' ? candidate.type : undefined,
  };
}

/**
 * Express error middleware right after the body parser: its refusals (broken JSON, an unknown
 * charset or Content-Encoding, a corrupt gzip stream, a body over the limit) become AppErrors, so
 * the answer is the envelope with the right 4xx and a Polish message instead of a 500.
 */
export function bodyErrorsMiddleware(
  error: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  const clientError = clientErrorOf(error);
  if (!clientError) return next(error);
  const { status, code, message } =
    (clientError.type && BODY_ERRORS[clientError.type]) || BY_STATUS[clientError.status] || INVALID;
  next(new AppError(status, [{ code, message }]));
}
