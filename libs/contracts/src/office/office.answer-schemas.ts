import { z } from 'zod';
import type {
  CorrectResultDto,
  PointsAdjustmentDto,
  SuspensionDto,
  WithdrawalDto,
  WithdrawTeamDto,
} from './office.dto';

export const pointsAdjustmentDtoSchema = z
  .object({ points: z.number(), reason: z.string(), at: z.string() })
  .meta({ id: 'PointsAdjustmentDto' }) satisfies z.ZodType<PointsAdjustmentDto>;

export const correctResultDtoSchema = z
  .object({ id: z.string(), matchId: z.string(), message: z.string() })
  .meta({ id: 'CorrectResultDto' }) satisfies z.ZodType<CorrectResultDto>;

export const suspensionDtoSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    teamName: z.string(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    matches: z.number().nullable(),
    served: z.number(),
    until: z.string().nullable(),
    from: z.string(),
    reason: z.string(),
    active: z.boolean(),
    label: z.string(),
  })
  .meta({ id: 'SuspensionDto' }) satisfies z.ZodType<SuspensionDto>;

export const withdrawTeamDtoSchema = z
  .object({
    teamId: z.string(),
    leagueId: z.string(),
    mode: z.enum(['annul', 'walkovers']),
    cancelledMatches: z.number(),
    walkovers: z.number(),
    message: z.string(),
  })
  .meta({ id: 'WithdrawTeamDto' }) satisfies z.ZodType<WithdrawTeamDto>;

export const withdrawalDtoSchema = z
  .object({ mode: z.enum(['annul', 'walkovers']), reason: z.string(), at: z.string() })
  .meta({ id: 'WithdrawalDto' }) satisfies z.ZodType<WithdrawalDto>;
