import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { INestApplication } from '@nestjs/common';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ResponsesObject,
  SchemaObject,
} from '@nestjs/swagger';
import { declaredInput, type DeclaredInput } from '../input.decorators';
import { routeCatalogue, type RouteEntry } from '../route-catalogue';
import { declaredOutput } from './api-output.decorator';
import { firstSentence, loadOpenApiMeta, type OpenApiMeta } from './openapi-meta';
import {
  BEARER,
  type ErrorStatus,
  errorResponseRef,
  openApiComponents,
  successEnvelope,
} from './openapi-components';
import { openApiParameters, openApiSchema } from './zod-openapi';

/** Express `/api/team/:teamId` as OpenAPI `/api/team/{teamId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The tag of a route: its module without the suffix (`TeamsModule` → `Teams`). */
export const tagOf = (route: RouteEntry) => route.module.replace(/Module$/, '') || 'Api';

/** `TeamsController.byId` → `Teams_byId`: stable, unique, readable in generated clients. */
export const operationIdOf = (route: RouteEntry) =>
  `${route.controller.replace(/Controller$/, '')}_${route.handler}`;

function parameters(route: RouteEntry, input: DeclaredInput): ParameterObject[] {
  const declared = input.params ? openApiParameters(input.params, 'path') : [];
  const inPath = pathNames(route.path).map(
    (name): ParameterObject =>
      declared.find((p) => p.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
  const inQuery = input.query ? openApiParameters(input.query, 'query') : [];
  return [...inPath, ...inQuery];
}

function requestBody(input: DeclaredInput): OperationObject['requestBody'] {
  if (input.upload) {
    const { field, maxBytes } = input.upload;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: {
              [field]: {
                type: 'string',
                format: 'binary',
                description: `An image (PNG, JPEG, WebP, GIF…), at most ${maxBytes} bytes; stored as a 256×256 PNG.`,
              },
            },
          },
        },
      },
    };
  }
  if (!input.body) return undefined;
  return { required: true, content: { 'application/json': { schema: openApiSchema(input.body) } } };
}

function successStatus(route: RouteEntry): number {
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, route.target) as number | undefined;
  return declared ?? (route.method === 'POST' ? 201 : 200);
}

function successResponses(route: RouteEntry, value?: SchemaObject): ResponsesObject {
  const output = route.raw ? declaredOutput(route.target) : 'envelope';
  if (output === 'png') {
    return {
      200: {
        description: 'The image as PNG bytes (ETag; immutable with `?v=` of the current version).',
        content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag).' },
    };
  }
  if (output === 'redirect') {
    return { 302: { description: 'A redirect to a page of the portal.' } };
  }
  return {
    [successStatus(route)]: {
      description: 'Success: the envelope with the value.',
      content: { 'application/json': { schema: successEnvelope(value) } },
    },
  };
}

function errorStatuses(route: RouteEntry, input: DeclaredInput): ErrorStatus[] {
  const takesInput = Object.keys(input).length > 0 || pathNames(route.path).length > 0;
  const statuses: ErrorStatus[] = [];
  if (takesInput || route.method !== 'GET') statuses.push(400);
  if (!route.isPublic) statuses.push(401, 403);
  if (takesInput) statuses.push(404);
  if (route.method !== 'GET') statuses.push(409);
  statuses.push(503);
  return statuses;
}

function access(route: RouteEntry): string {
  if (route.isPublic) return 'Public: no token needed.';
  if (route.roles.length > 0) return `${route.roles.join(', ')} only (role in the access token).`;
  return 'Any signed-in user (Bearer access token).';
}

/** An operation with the access extensions (`x-public`, `x-roles`) tools and tests read. */
type Operation = OperationObject & { 'x-public': boolean; 'x-roles': string[] };

function operation(route: RouteEntry, meta: OpenApiMeta): Operation {
  const input = declaredInput(route.target);
  const source = meta.operations[`${route.controller}.${route.handler}`];
  const value = source?.value && Object.keys(source.value).length > 0 ? source.value : undefined;
  const responses = successResponses(route, value);
  for (const status of errorStatuses(route, input)) responses[status] = errorResponseRef(status);
  const body = requestBody(input);
  return {
    operationId: operationIdOf(route),
    tags: [tagOf(route)],
    ...(source?.summary ? { summary: firstSentence(source.summary) } : {}),
    description: [access(route), source?.summary ?? ''].join('\n\n').trim(),
    parameters: parameters(route, input),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: route.isPublic ? [] : [{ [BEARER]: [] }],
    'x-public': route.isPublic,
    'x-roles': route.roles,
  };
}

/** The OpenAPI 3 description of every route of the app, from the route catalogue. */
export function buildOpenApiDocument(
  app: INestApplication,
  meta: OpenApiMeta = loadOpenApiMeta(),
): OpenAPIObject {
  const paths: Record<string, PathItemObject> = {};
  const routes = routeCatalogue(app);
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase() as Lowercase<RouteEntry['method']>] = operation(route, meta);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Liga API',
      version: '1',
      description:
        'Every answer is the envelope `{ isSuccess, isFailure, value, errors }`; errors carry a ' +
        'code and a Polish message. Generated from the routes and the zod contracts.',
    },
    tags: [...new Set(routes.map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: openApiComponents(meta.schemas),
  };
}
