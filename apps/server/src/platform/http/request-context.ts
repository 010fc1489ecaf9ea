import { AsyncLocalStorage } from 'node:async_hooks';
import { setTextLanguageResolver, type TextLanguage } from '@liga/contracts';
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
  /** The caller's language (`Accept-Language`, set for every request): Polish unless English. */
  language?: TextLanguage;
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

/**
 * The language a request asked for in `Accept-Language` (issue 19): of Polish and English, the
 * one with the higher weight ('en-GB,en;q=0.9' → English, 'de,pl;q=0.5' → Polish); Polish when
 * the header names neither, is missing or is malformed (Polish is the default and the spec's
 * texts).
 */
export function requestLanguageOf(header: string | undefined): TextLanguage {
  if (!header) return 'pl';
  let best: { language: TextLanguage; weight: number } | null = null;
  for (const part of header.slice(0, 512).split(',')) {
    const [range, ...parameters] = part.trim().toLowerCase().split(';');
    const language: TextLanguage | null = /^pl(-|$)/.test(range)
      ? 'pl'
      : /^en(-|$)/.test(range)
        ? 'en'
        : null;
    if (!language) continue;
    const q = parameters.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'pl';
}

const requestLanguage = new AsyncLocalStorage<TextLanguage>();

/** Runs `fn` with the texts of the contracts' catalogues (`localized`) in the given language. */
export function withTextLanguage<T>(language: TextLanguage, fn: () => T): T {
  return requestLanguage.run(language, fn);
}

/**
 * The server reads the catalogues in the language of the request being served (entered by the
 * request pipeline, http-pipeline.ts) and in Polish outside any request (jobs, projections).
 */
export function useRequestLanguageForTexts(): void {
  setTextLanguageResolver(() => requestLanguage.getStore() ?? 'pl');
}
