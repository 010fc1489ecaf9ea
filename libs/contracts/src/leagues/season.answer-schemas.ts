import { z } from 'zod';
import type { SeasonDto } from './season.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const seasonDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'SeasonDto' }) satisfies z.ZodType<SeasonDto>;
