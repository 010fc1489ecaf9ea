import { z } from 'zod';
import type {
  EventLogPageDto,
  LogEventDto,
  PoisonEventDto,
  ProjectionsStatusDto,
} from './operations.dto';

const STATUSES = ['running', 'stopped', 'paused'] as const;

export const projectionsStatusDtoSchema = z
  .object({
    head: z.number(),
    projections: z.array(
      z.object({
        name: z.string(),
        status: z.enum(STATUSES),
        state: z.enum([...STATUSES, 'rebuilding']),
        position: z.number(),
        lag: z.number(),
        eventsPerSecond: z.number(),
        failures: z.number(),
        lastError: z.string().nullable(),
        failedPosition: z.number().nullable(),
        updatedAt: z.string(),
        rebuild: z
          .object({
            applied: z.number(),
            head: z.number(),
            startedAt: z.string(),
            finishedAt: z.string().nullable(),
            error: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'ProjectionsStatusDto' }) satisfies z.ZodType<ProjectionsStatusDto>;

export const logEventDtoSchema = z
  .object({
    globalPosition: z.number(),
    streamId: z.string(),
    version: z.number(),
    type: z.string(),
    recordedAt: z.string(),
    actorUserId: z.string().nullable(),
    correlationId: z.string().nullable(),
    data: z.unknown(),
  })
  .meta({ id: 'LogEventDto' }) satisfies z.ZodType<LogEventDto>;

export const poisonEventDtoSchema = z
  .object({
    projection: z.string(),
    error: z.string().nullable(),
    failures: z.number(),
    event: logEventDtoSchema,
  })
  .meta({ id: 'PoisonEventDto' }) satisfies z.ZodType<PoisonEventDto>;

export const eventLogPageDtoSchema = z
  .object({ items: z.array(logEventDtoSchema), nextBefore: z.number().nullable() })
  .meta({ id: 'EventLogPageDto' }) satisfies z.ZodType<EventLogPageDto>;
