import type {
  ComponentsObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import type { ApiError } from '@liga/contracts';
import { StreamVersionConflictError } from '../../event-store/concurrency-error';
import {
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../app-errors';

export const BEARER = 'bearer';

/** Error answers every route may give, by status, as shared responses. */
export const ERROR_RESPONSES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  503: 'ServiceUnavailable',
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: one error per failed rule, each with a Polish message.',
  401: 'No valid access token (missing, expired or invalid).',
  403: 'The caller may not do this (role, captaincy or membership).',
  404: 'A named resource does not exist.',
  409: 'Conflict: a concurrent change, a taken value or a state that forbids the action.',
  503: 'PostgreSQL or Redis is unavailable; try again shortly.',
};

/** One example answer per status, from the errors the server really throws. */
const ERROR_EXAMPLES: Record<ErrorStatus, ApiError[]> = {
  400: new ValidationError([
    { code: 'validation.TeamId', message: 'Nieprawidłowy identyfikator drużyny.' },
  ]).errors,
  401: new UnauthorizedError().errors,
  403: new ForbiddenError().errors,
  404: new NotFoundError('team.not_found', 'Nie znaleziono drużyny.').errors,
  409: new StreamVersionConflictError('team-…', 3).errors,
  503: new ServiceUnavailableError().errors,
};

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

const apiError: SchemaObject = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Stable, for programs (`validation.<field>` for input).' },
    message: { type: 'string', description: 'Polish, for people.' },
  },
};

const envelope = (value: SchemaObject | ReferenceObject, success: boolean): SchemaObject => ({
  type: 'object',
  required: ['isSuccess', 'isFailure', 'value', 'errors'],
  properties: {
    isSuccess: { type: 'boolean', enum: [success] },
    isFailure: { type: 'boolean', enum: [!success] },
    value,
    errors: { type: 'array', items: ref('ApiError'), ...(success ? { maxItems: 0 } : {}) },
    ...(success ? {} : { correlationId: { type: 'string' } }),
  },
});

/** The success envelope around a value (any JSON when the route's value has no schema). */
export const successEnvelope = (value?: SchemaObject | ReferenceObject): SchemaObject =>
  envelope(value ?? { description: 'The answer of the route (any JSON value).' }, true);

export const errorResponseRef = (status: ErrorStatus): ReferenceObject => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status]}`,
});

/** Shared pieces: the bearer scheme, the envelope, error answers and the contracts' DTOs. */
export function openApiComponents(dtos: Record<string, SchemaObject> = {}): ComponentsObject {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, name] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description: ERROR_DESCRIPTIONS[Number(status) as ErrorStatus],
      content: {
        'application/json': {
          schema: ref('ErrorEnvelope'),
          example: {
            isSuccess: false,
            isFailure: true,
            value: null,
            errors: ERROR_EXAMPLES[Number(status) as ErrorStatus],
            correlationId: '4b7e2a9c-0d1f-4c57-9a8e-2f6d3b1c5e70',
          },
        },
      },
    };
  }
  return {
    securitySchemes: {
      [BEARER]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access token from POST /api/user/login (or /api/admin/login).',
      },
    },
    schemas: {
      ...dtos,
      ApiError: apiError,
      ErrorEnvelope: envelope({ type: 'object', nullable: true, enum: [null] }, false),
    },
    responses,
  };
}
