import { randomUUID } from 'node:crypto';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { failure, inLanguage, type TextLanguage } from '@liga/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withLogContext } from '../logging/log-context';
import { withAnswerScope } from '../projections/answer-scope';
import { nulByteRefusal } from './nul-bytes';
import {
  type LigaReply,
  type LigaRequest,
  headerOf,
  requestLanguageOf,
  useRequestLanguageForTexts,
  withTextLanguage,
} from './request-context';
import type { HeaderList } from './security-headers';

const CORRELATION_HEADER = 'x-correlation-id';
const SANE_CORRELATION_ID = /^[\w-]{8,64}$/;

/**
 * The per-request work in front of every route, as Fastify hooks (no Express-style middleware
 * chain):
 *
 * - first (the adapter's own `onRequest` hook, before any Nest middleware): the correlation
 *   id (the caller's, if sane) on the request and echoed in the answer, the security headers (computed once, see security-headers.ts), no caller yet,
 *   a fresh answer scope (read your writes), and a NUL in the URL refused with a 400; then a
 *   GET that repeats a hot read whose answer is still current is answered (hot-reads.ts);
 * - `preHandler` (after the body is parsed): a NUL in the body refused, and the rest of the
 *   request run inside the log context (its correlation id on every log line) and the answer
 *   scope. Both are AsyncLocalStorage contexts; they are entered here, after body parsing,
 *   because a context entered before it is lost across the body stream's events. The caller's
 *   language (`Accept-Language`, issue 19) is a third: the catalogues' texts read while the
 *   request is served (refusals, e-mails) are in it.
 */
/** Answers a repeated hot read from the first hook (HotReads); false: take the full path. */
export interface HotReadPath {
  answer(request: LigaRequest, reply: LigaReply): Promise<boolean>;
}

export function createRequestPipeline(headersFor: (tls: boolean) => HeaderList) {
  let hotReads: HotReadPath | null = null;
  useRequestLanguageForTexts();
  /** The first step: correlation id and security headers (also for the router's refusals). */
  const begin = (request: FastifyRequest, reply: FastifyReply): string => {
    const req = request as LigaRequest;
    const given = request.headers[CORRELATION_HEADER];
    const correlationId =
      typeof given === 'string' && SANE_CORRELATION_ID.test(given) ? given : randomUUID();
    req.correlationId = correlationId;
    req.principal = null;
    req.language = requestLanguageOf(headerOf(request.headers, 'accept-language'));
    req.answerScope = { viewsCatchingUp: false };
    const res = reply.raw;
    for (const [name, value] of headersFor(request.protocol === 'https')) {
      res.setHeader(name, value);
    }
    res.setHeader(CORRELATION_HEADER, correlationId);
    return correlationId;
  };
  return {
    /**
     * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode (`%zz`) or a
     * parameter over `maxParamLength` before any hook runs; the answer is the error envelope
     * with the same 4xx, the security headers and a correlation id.
     */
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
      const correlationId = begin(request, reply);
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 400;
      void reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(
            failure([invalidRequest((request as LigaRequest).language)], correlationId),
          ),
        );
    },
    install(adapter: FastifyAdapter, fastify: FastifyInstance): void {
      installHooks(adapter, fastify, begin, () => hotReads);
    },
    /** From now on, GETs first try `path` (set once the app, which holds it, is built). */
    answerHotReadsWith(path: HotReadPath): void {
      hotReads = path;
    },
  };
}

const invalidRequest = (language: TextLanguage = 'pl') =>
  withTextLanguage(language, () => ({
    code: 'request.invalid',
    message: inLanguage('Nieprawidłowe żądanie.', 'Invalid request.'),
  }));

function installHooks(
  adapter: FastifyAdapter,
  fastify: FastifyInstance,
  begin: (request: FastifyRequest, reply: FastifyReply) => string,
  hotReads: () => HotReadPath | null,
): void {
  adapter.setOnRequestHook(
    (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      begin(request, reply);
      const refusal = nulByteRefusal(request.raw.url ?? '', undefined);
      const hot = hotReads();
      if (refusal || request.method !== 'GET' || !hot) return done(refusal ?? undefined);
      // answered here, or on along the full path (which also answers any refusal)
      hot.answer(request as LigaRequest, reply).then(
        (answered) => answered || done(),
        () => done(),
      );
    },
  );
  fastify.addHook('preHandler', (request, _reply, done) => {
    const req = request as LigaRequest;
    const refusal = nulByteRefusal('', request.body);
    if (refusal) return done(refusal);
    withLogContext({ correlationId: req.correlationId }, () =>
      withAnswerScope(req.answerScope!, () => withTextLanguage(req.language ?? 'pl', () => done())),
    );
  });
}
