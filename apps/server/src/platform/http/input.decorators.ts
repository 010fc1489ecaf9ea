import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { output, ZodType } from 'zod';
import { parseInput } from './parse-input';

/** What a route reads from the request, as the OpenAPI document shows it. */
export interface DeclaredInput {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** A multipart/form-data upload: the name of its binary file field. */
  upload?: { field: string; maxBytes: number };
}

export type InputPart = 'body' | 'query' | 'params';

/** The parsed value of a schema, for a parameter's type: `q: Parsed<typeof rankingQuerySchema>`. */
export type Parsed<S extends ZodType> = output<S>;

const DECLARED_INPUT = 'liga:declared-input';

type Handler = (...args: never[]) => unknown;

/** The input a handler declared (for the OpenAPI document); `{}` when it reads none. */
export function declaredInput(handler: Handler): DeclaredInput {
  return (Reflect.getMetadata(DECLARED_INPUT, handler) as DeclaredInput | undefined) ?? {};
}

function declare(handler: Handler, input: DeclaredInput): void {
  Reflect.defineMetadata(DECLARED_INPUT, { ...declaredInput(handler), ...input }, handler);
}

function handlerOf(target: object, key: string | symbol | undefined): Handler {
  if (key === undefined) throw new Error('Input decorators belong on route handler parameters');
  return (target as Record<string | symbol, Handler>)[key];
}

// the schema travels wrapped: Nest would take a bare zod schema (it has `transform`) for a pipe
const parsedPart = createParamDecorator(
  (data: { part: InputPart; schema: ZodType }, ctx: ExecutionContext): unknown => {
    const request = ctx.switchToHttp().getRequest<Record<InputPart, unknown>>();
    return parseInput(data.schema, request[data.part]);
  },
);

function parsed(part: InputPart, schema: ZodType): ParameterDecorator {
  return (target, key, index) => {
    declare(handlerOf(target, key), { [part]: schema });
    parsedPart({ part, schema })(target, key, index);
  };
}

/**
 * The request body parsed with a contract schema (400 with its Polish messages otherwise),
 * and listed as the route's request body in /api/docs.
 */
export const ParsedBody = <T>(schema: ZodType<T, unknown>) => parsed('body', schema);

/** The query string parsed with a contract schema, listed as query parameters in /api/docs. */
export const ParsedQuery = <T>(schema: ZodType<T, unknown>) => parsed('query', schema);

/** The path parameters parsed with a schema, listed as path parameters in /api/docs. */
export const ParsedParams = <T>(schema: ZodType<T, unknown>) => parsed('params', schema);

/**
 * Declares input the handler reads by itself — a schema bound to the clock or the season, a
 * multipart upload, a path segment passed on to the next route — so /api/docs shows it too.
 */
export function ApiInput(input: DeclaredInput): MethodDecorator {
  return (target, key) => declare(handlerOf(target, key), input);
}
