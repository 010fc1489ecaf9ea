import { z } from 'zod';
import type { CorrectResultDto, PointsAdjustmentDto } from './office.dto';

export const pointsAdjustmentDtoSchema = z
  .object({ points: z.number(), reason: z.string(), at: z.string() })
  .meta({ id: 'PointsAdjustmentDto' }) satisfies z.ZodType<PointsAdjustmentDto>;

export const correctResultDtoSchema = z
  .object({ id: z.string(), matchId: z.string(), message: z.string() })
  .meta({ id: 'CorrectResultDto' }) satisfies z.ZodType<CorrectResultDto>;
