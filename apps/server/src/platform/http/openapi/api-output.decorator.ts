import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/**
 * What a @RawResponse() route answers instead of the usual envelope: PNG bytes, a redirect,
 * the envelope written by the handler itself, an iCalendar (text/calendar, ETag) or a JSON
 * file to download. Shown in /api/docs.
 */
export type DeclaredOutput = 'png' | 'redirect' | 'envelope' | 'calendar' | 'json-file';

/** What /api/docs says of a route: what it does (its first sentence is the summary) and its answer. */
export interface RouteDoc {
  summary?: string;
  /** The schema of the envelope's `value` (a contract's answer schema). */
  answer?: z.ZodType;
}

const DECLARED_OUTPUT = 'liga:declared-output';
const ROUTE_DOC = 'liga:route-doc';

export const ApiOutput = (output: DeclaredOutput) => SetMetadata(DECLARED_OUTPUT, output);

export function declaredOutput(handler: object): DeclaredOutput | undefined {
  return Reflect.getMetadata(DECLARED_OUTPUT, handler) as DeclaredOutput | undefined;
}

/** Documents a route: `@ApiDoc({ summary: 'The current season.', answer: seasonDtoSchema })`. */
export const ApiDoc = (doc: RouteDoc) => SetMetadata(ROUTE_DOC, doc);

export function routeDoc(handler: object): RouteDoc {
  return (Reflect.getMetadata(ROUTE_DOC, handler) as RouteDoc | undefined) ?? {};
}
