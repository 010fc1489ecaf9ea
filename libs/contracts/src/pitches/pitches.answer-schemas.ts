import { z } from 'zod';
import type { PitchDto, PitchPositionDto } from './pitches.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const pitchPositionDtoSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'PitchPositionDto' }) satisfies z.ZodType<PitchPositionDto>;

export const pitchDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    position: pitchPositionDtoSchema,
  })
  .meta({ id: 'PitchDto' }) satisfies z.ZodType<PitchDto>;
