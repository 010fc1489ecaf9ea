import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from 'body-parser';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-errors';
import { HTTP_TEXTS } from './http.texts';

/** What the body parser's refusals mean to a user, in Polish. */
const BODY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': {
    status: 400,
    code: 'request.malformed_json',
    message: HTTP_TEXTS.body.malformedJson,
  },
  'entity.too.large': {
    status: 413,
    code: 'request.too_large',
    message: HTTP_TEXTS.body.tooLarge,
  },
  'encoding.unsupported': {
    status: 415,
    code: 'request.unsupported_encoding',
    message: HTTP_TEXTS.body.unsupportedEncoding,
  },
  'charset.unsupported': {
    status: 415,
    code: 'request.unsupported_charset',
    message: HTTP_TEXTS.body.unsupportedCharset,
  },
};

const INVALID = { status: 400, code: 'request.invalid', message: HTTP_TEXTS.body.invalid };
const BY_STATUS: Record<number, { status: number; code: string; message: string }> = {
  413: BODY_ERRORS['entity.too.large'],
  415: {
    status: 415,
    code: 'request.unsupported_type',
    message: HTTP_TEXTS.body.unsupportedType,
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

/** A body parser's refusal as the AppError it answers; anything else as it was. */
export function bodyParserError(error: unknown): unknown {
  const clientError = clientErrorOf(error);
  if (!clientError) return error;
  const { status, code, message } =
    (clientError.type && BODY_ERRORS[clientError.type]) || BY_STATUS[clientError.status] || INVALID;
  return new AppError(status, [{ code, message }]);
}

/**
 * The request bodies the API reads: JSON up to 1 MB, parsed by body-parser (the parser Express
 * used, so gzip/deflate bodies, charsets and every refusal behave as they did: broken JSON, an
 * unknown charset or Content-Encoding, a corrupt gzip stream, a body over the limit or inflating
 * past it become AppErrors, the envelope with the right 4xx and a Polish message). Any other
 * content type is left unread (body undefined), as Express left it: a multipart upload is read
 * by the handler that takes it (images/read-upload.ts), after it has authorized the caller.
 */
export function registerBodyParsing(fastify: FastifyInstance, limit = '1mb'): void {
  const parseJson = json({ limit, type: () => true });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', (request, _payload, done) => {
    const raw = request.raw as IncomingMessage & { body?: unknown };
    parseJson(raw, {} as ServerResponse, (error?: unknown) => {
      if (error) done(bodyParserError(error) as Error, undefined);
      else done(null, raw.body);
    });
  });
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
