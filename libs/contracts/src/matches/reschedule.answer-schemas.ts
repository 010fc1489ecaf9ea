import { z } from 'zod';
import type {
  RescheduleAnswerDto,
  RescheduleProposalDto,
  RescheduleStateDto,
} from './reschedule.dto';

export const rescheduleAnswerDtoSchema = z
  .object({ id: z.string(), matchId: z.string() })
  .meta({ id: 'RescheduleAnswerDto' }) satisfies z.ZodType<RescheduleAnswerDto>;

export const rescheduleProposalDtoSchema = z
  .object({
    id: z.string(),
    proposedByTeamId: z.string(),
    date: z.string(),
    pitch: z.object({ id: z.string(), name: z.string() }),
    proposedAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'RescheduleProposalDto' }) satisfies z.ZodType<RescheduleProposalDto>;

export const rescheduleStateDtoSchema = z
  .object({
    pending: rescheduleProposalDtoSchema.nullable(),
    canPropose: z.boolean(),
    canAnswer: z.boolean(),
  })
  .meta({ id: 'RescheduleStateDto' }) satisfies z.ZodType<RescheduleStateDto>;
