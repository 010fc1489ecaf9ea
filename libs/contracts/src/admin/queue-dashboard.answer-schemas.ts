import { z } from 'zod';
import type { QueueDashboardInfoDto, QueueDashboardSessionDto } from './queue-dashboard.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const queueDashboardInfoDtoSchema = z
  .object({
    available: z.boolean(),
    path: z.string(),
  })
  .meta({ id: 'QueueDashboardInfoDto' }) satisfies z.ZodType<QueueDashboardInfoDto>;

export const queueDashboardSessionDtoSchema = z
  .object({
    path: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'QueueDashboardSessionDto' }) satisfies z.ZodType<QueueDashboardSessionDto>;
