import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { failure, inLanguage, localized, translateText, type ApiError } from '@liga/contracts';
import { isDatabaseUnavailable } from '../database/connection-errors';
import type { Logger } from '../logging/logger';
import { DomainError } from '../domain/domain-error';
import { AppError, TooManyRequestsError } from './app-errors';
import type { DomainErrorResponses } from './domain-error-responses';
import { type LigaReply, type LigaRequest, pathOf, withTextLanguage } from './request-context';

const GENERIC_PL: Record<number, ApiError> = {
  400: { code: 'request.invalid', message: 'Nieprawidłowe żądanie.' },
  401: { code: 'auth.unauthorized', message: 'Musisz się zalogować.' },
  403: { code: 'auth.forbidden', message: 'Nie masz uprawnień do tej operacji.' },
  404: { code: 'not_found', message: 'Nie znaleziono zasobu.' },
  405: { code: 'method_not_allowed', message: 'Niedozwolona metoda.' },
  413: { code: 'request.too_large', message: 'Przesłane dane są zbyt duże.' },
  415: { code: 'request.unsupported_type', message: 'Nieobsługiwany format danych.' },
  429: { code: 'request.too_many', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' },
  503: {
    code: 'service.unavailable',
    message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  },
};

const GENERIC_EN: Record<number, ApiError> = {
  400: { code: 'request.invalid', message: 'Invalid request.' },
  401: { code: 'auth.unauthorized', message: 'You need to log in.' },
  403: { code: 'auth.forbidden', message: 'You are not allowed to do this.' },
  404: { code: 'not_found', message: 'Not found.' },
  405: { code: 'method_not_allowed', message: 'Method not allowed.' },
  413: { code: 'request.too_large', message: 'The data sent is too large.' },
  415: { code: 'request.unsupported_type', message: 'Unsupported data format.' },
  429: { code: 'request.too_many', message: 'Too many attempts. Try again in a moment.' },
  503: {
    code: 'service.unavailable',
    message: 'The service is temporarily unavailable. Try again in a moment.',
  },
};

/**
 * The generic answers of each status in the caller's language; a catalogue, so the same Polish
 * texts given as defaults (UnauthorizedError, ForbiddenError) are translated too.
 */
const GENERIC = localized(GENERIC_PL, GENERIC_EN);
const generic = (): Record<number, ApiError> => GENERIC;

/** Seconds a client should wait before retrying a 503 (the database restarting, a probe). */
export const RETRY_AFTER_SECONDS = 2;

/** One answer shape for every error: the envelope, with a correlation id; never a stack. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly domainErrors: DomainErrorResponses,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<LigaRequest>();
    const res = ctx.getResponse<LigaReply>();
    // in the caller's language (issue 19), also for refusals made before the request's
    // language context was entered (the router, a hook); messages a module read in Polish
    // when it loaded (schemas) are looked up in the catalogues
    const language = req.language ?? 'pl';
    const { status, errors } = withTextLanguage(language, () => this.describe(exception));
    const answered = errors.map((error) => ({
      ...error,
      message: translateText(error.message, language),
    }));
    const request = { correlationId: req.correlationId, method: req.method, path: pathOf(req.url) };
    if (status === 503) {
      // expected while the database restarts: one line each, no stack
      const reason = exception instanceof Error ? exception.message : String(exception);
      this.logger.warn('service unavailable', { ...request, reason });
    } else if (status >= 500) {
      this.logger.error('request failed', { ...request, error: exception });
    }
    if (res.sent || res.raw.headersSent) return;
    if (exception instanceof TooManyRequestsError && exception.retryAfterSeconds) {
      res.header('Retry-After', String(exception.retryAfterSeconds));
    }
    if (status === 503) res.header('Retry-After', String(RETRY_AFTER_SECONDS));
    res
      .status(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(failure(answered, req.correlationId)));
  }

  private describe(exception: unknown): { status: number; errors: ApiError[] } {
    const answer = exception instanceof DomainError && this.domainErrors.toAppError(exception);
    if (answer) return { status: answer.status, errors: answer.errors };
    if (exception instanceof AppError)
      return { status: exception.status, errors: exception.errors };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return {
        status,
        errors: [generic()[status] ?? { code: `http.${status}`, message: exception.message }],
      };
    }
    if ((exception as { type?: string })?.type === 'entity.parse.failed') {
      return {
        status: 400,
        errors: [
          {
            code: 'request.malformed_json',
            message: inLanguage('Nieprawidłowy format JSON.', 'Invalid JSON format.'),
          },
        ],
      };
    }
    if ((exception as { type?: string })?.type === 'entity.too.large') {
      return { status: 413, errors: [generic()[413]] };
    }
    if (isDatabaseUnavailable(exception)) return { status: 503, errors: [generic()[503]] };
    // Fastify's own refusals (a malformed URL, an over-long parameter): a 4xx with a statusCode
    const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return {
        status: fastifyStatus,
        errors: [generic()[fastifyStatus] ?? generic()[400]],
      };
    }
    return {
      status: 500,
      errors: [
        {
          code: 'internal',
          message: inLanguage(
            'Wystąpił nieoczekiwany błąd serwera.',
            'An unexpected server error occurred.',
          ),
        },
      ],
    };
  }
}
