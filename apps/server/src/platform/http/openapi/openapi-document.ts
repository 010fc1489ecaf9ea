import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { INestApplication } from '@nestjs/common';
import {
  OpenApiGeneratorV3,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { declaredInput, type DeclaredInput } from '../input.decorators';
import { routeCatalogue, type RouteEntry } from '../route-catalogue';
import { declaredOutput, routeDoc } from './api-output.decorator';
import {
  BEARER,
  bearerScheme,
  UPLOAD_TOKEN,
  uploadTokenScheme,
  type ErrorStatus,
  errorResponse,
  successEnvelope,
} from './openapi-responses';

/** Express `/api/team/:teamId` as OpenAPI `/api/team/{teamId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The tag of a route: its module without the suffix (`TeamsModule` → `Teams`). */
export const tagOf = (route: RouteEntry) => route.module.replace(/Module$/, '') || 'Api';

/** `TeamsController.byId` → `Teams_byId`: stable, unique, readable in generated clients. */
export const operationIdOf = (route: RouteEntry) =>
  `${route.controller.replace(/Controller$/, '')}_${route.handler}`;

/** The first sentence of a route's text, for its summary. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0].replace(/\.$/, '');

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The object of named fields inside a query or path schema (under a preprocess step). */
function fieldsOf(schema: z.ZodType): ObjectSchema {
  if (schema instanceof z.ZodObject) return schema as ObjectSchema;
  if (schema instanceof z.ZodPipe) {
    const { in: input, out } = schema.def;
    return fieldsOf((input instanceof z.ZodTransform ? out : input) as z.ZodType);
  }
  throw new Error('A query or path schema must describe an object of named fields');
}

function pathParams(route: RouteEntry, input: DeclaredInput): ObjectSchema | undefined {
  const names = pathNames(route.path);
  if (names.length === 0) return undefined;
  const declared = input.params ? fieldsOf(input.params).shape : {};
  return z.object(Object.fromEntries(names.map((name) => [name, declared[name] ?? z.string()])));
}

function requestBody(input: DeclaredInput): RouteConfig['request'] {
  if (input.upload) {
    const { field, maxBytes } = input.upload;
    const file = z.string().meta({
      format: 'binary',
      description: `An image (PNG, JPEG, WebP, GIF…), at most ${maxBytes} bytes; stored as a 256×256 PNG.`,
    });
    const form = z.object({ [field]: file });
    return { body: { required: true, content: { 'multipart/form-data': { schema: form } } } };
  }
  if (!input.body) return {};
  return { body: { required: true, content: { 'application/json': { schema: input.body } } } };
}

function successResponses(route: RouteEntry, answer?: z.ZodType): Record<string, ResponseConfig> {
  const output = route.raw ? declaredOutput(route.target) : 'envelope';
  if (output === 'png') {
    return {
      200: {
        description: 'The image as PNG bytes (ETag; immutable with `?v=` of the current version).',
        content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag).' },
    };
  }
  if (output === 'redirect') return { 302: { description: 'A redirect to a page of the portal.' } };
  if (output === 'calendar') {
    return {
      200: {
        description: 'An iCalendar (RFC 5545) with an ETag.',
        content: { 'text/calendar': { schema: z.string() } },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag).' },
    };
  }
  if (output === 'json-file') {
    return {
      200: {
        description: 'A JSON file to download (Content-Disposition: attachment).',
        content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
      },
    };
  }
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, route.target) as number | undefined;
  const status = declared ?? (route.method === 'POST' ? 201 : 200);
  return {
    [status]: {
      description: 'Success: the envelope with the value.',
      content: { 'application/json': { schema: successEnvelope(answer) } },
    },
  };
}

function errorStatuses(route: RouteEntry, input: DeclaredInput): ErrorStatus[] {
  const takesInput = Object.keys(input).length > 0 || pathNames(route.path).length > 0;
  const statuses: ErrorStatus[] = [];
  if (takesInput || route.method !== 'GET') statuses.push(400);
  if (route.callerRequired) statuses.push(401, 403);
  if (takesInput) statuses.push(404);
  if (route.method !== 'GET') statuses.push(409);
  statuses.push(503);
  return statuses;
}

function access(route: RouteEntry): string {
  if (!route.callerRequired) return 'Public: no token needed.';
  if (route.alternatives.length > 0) {
    return `A signed-in user (Bearer access token), or: ${route.alternatives.join(', ')}.`;
  }
  if (route.roles.length > 0) return `${route.roles.join(', ')} only (role in the access token).`;
  return 'Any signed-in user (Bearer access token).';
}

/** The route's guard as OpenAPI security: none, or the bearer token (or one of its alternatives). */
export function securityOf(route: RouteEntry): Array<Record<string, string[]>> {
  if (!route.callerRequired) return [];
  return [{ [BEARER]: [] }, ...route.alternatives.map((name) => ({ [name]: [] }))];
}

/** One route as the library registers it, with the access extensions (`x-public`, `x-roles`). */
function routeConfig(route: RouteEntry): RouteConfig {
  const input = declaredInput(route.target);
  const doc = routeDoc(route.target);
  const responses = successResponses(route, doc.answer);
  for (const status of errorStatuses(route, input)) responses[status] = errorResponse(status);
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: openApiPath(route.path),
    operationId: operationIdOf(route),
    tags: [tagOf(route)],
    ...(doc.summary ? { summary: firstSentence(doc.summary) } : {}),
    description: [access(route), doc.summary ?? ''].join('\n\n').trim(),
    request: {
      params: pathParams(route, input),
      query: input.query ? fieldsOf(input.query) : undefined,
      ...requestBody(input),
    },
    responses,
    security: securityOf(route),
    'x-public': !route.callerRequired,
    'x-roles': route.roles,
  };
}

/**
 * The OpenAPI 3 description of every route of the app: the routes from Nest's metadata (the
 * route catalogue), their inputs, answers and texts from the routes' zod contracts, turned
 * into OpenAPI by @asteasolutions/zod-to-openapi.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, bearerScheme);
  registry.registerComponent('securitySchemes', UPLOAD_TOKEN, uploadTokenScheme);
  const routes = routeCatalogue(app);
  for (const route of routes) registry.registerPath(routeConfig(route));
  const generator = new OpenApiGeneratorV3(registry.definitions);
  return generator.generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Liga API',
      version: '1',
      description:
        'Every answer is the envelope `{ isSuccess, isFailure, value, errors }`; errors carry a ' +
        'code and a Polish message. Generated from the routes and the zod contracts.',
    },
    tags: [...new Set(routes.map(tagOf))].sort().map((name) => ({ name })),
  }) as OpenAPIObject;
}
