import { z } from 'zod';
import type { SeasonDto, SeasonListItemDto, SeasonSummaryDto } from './season.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const seasonDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'SeasonDto' }) satisfies z.ZodType<SeasonDto>;

export const seasonListItemDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isCurrent: z.boolean(),
    key: z.string(),
  })
  .meta({ id: 'SeasonListItemDto' }) satisfies z.ZodType<SeasonListItemDto>;

export const seasonSummaryDtoSchema = z
  .object({
    seasonsPlayed: z.number().int(),
    matches: z.number().int(),
    goals: z.number().int(),
  })
  .meta({ id: 'SeasonSummaryDto' }) satisfies z.ZodType<SeasonSummaryDto>;
