import type { ApiError } from '@liga/contracts';
import { z } from 'zod';
import { StreamVersionConflictError } from '../../event-store/concurrency-error';
import { DomainErrorResponses } from '../domain-error-responses';
import {
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../app-errors';

export const BEARER = 'bearer';

/** The one-time avatar upload token of the registration answer (header `x-upload-token`). */
export const UPLOAD_TOKEN = 'uploadToken';
export const uploadTokenScheme = {
  type: 'apiKey' as const,
  in: 'header' as const,
  name: 'x-upload-token',
  description: "The registration answer's one-time avatarUploadToken (an hour, single use).",
};

/** The bearer scheme of every route that is not public. */
export const bearerScheme = {
  type: 'http' as const,
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The access token from POST /api/user/login (or /api/admin/login).',
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 503;

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
  409: new DomainErrorResponses().toAppError(new StreamVersionConflictError('team-…', 3))!.errors,
  503: new ServiceUnavailableError().errors,
};

const apiError = z
  .object({
    code: z
      .string()
      .meta({ description: 'Stable, for programs (`validation.<field>` for input).' }),
    message: z.string().meta({ description: 'Polish, for people.' }),
  })
  .meta({ id: 'ApiError' });

const errorEnvelope = z
  .object({
    isSuccess: z.literal(false),
    isFailure: z.literal(true),
    value: z.null(),
    errors: z.array(apiError),
    correlationId: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** The success envelope around a value (any JSON when the route's answer has no schema). */
export const successEnvelope = (value?: z.ZodType) =>
  z.object({
    isSuccess: z.literal(true),
    isFailure: z.literal(false),
    value: value ?? z.unknown().meta({ description: 'The answer of the route (any JSON value).' }),
    errors: z.array(apiError).max(0),
    viewsCatchingUp: z
      .literal(true)
      .optional()
      .meta({
        description:
          'Only on a command whose write is saved but not yet shown by every view (list, table) ' +
          'when the answer left, after 1.5 s at most; also the header X-Views-Catching-Up: 1.',
      }),
  });

/** The error answer of a status: the error envelope with an example. */
export const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: {
    'application/json': {
      schema: errorEnvelope,
      example: {
        isSuccess: false,
        isFailure: true,
        value: null,
        errors: ERROR_EXAMPLES[status],
        correlationId: '4b7e2a9c-0d1f-4c57-9a8e-2f6d3b1c5e70',
      },
    },
  },
});
