import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import type { AnswerScope } from '../projections/answer-scope';

/**
 * What the platform attaches to every request (http-pipeline.ts). The HTTP library's types stay
 * inside platform/: controllers read requests through the decorators of platform/http
 * (`@Caller()`, `@CorrelationId()`, `@ClientAddress()`, Nest's `@Headers()`) and answer bytes
 * through `@Reply()` + `sendAnswer()` (http-answer.ts).
 */
export interface LigaRequest extends FastifyRequest {
  correlationId: string;
  principal: Principal | null;
  /** Set for every request (http-pipeline.ts): did its writes reach every view? */
  answerScope?: AnswerScope;
}

export type LigaReply = FastifyReply;

/** A request header as one string (the first, when a header was sent more than once). */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The request's path, without the query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
