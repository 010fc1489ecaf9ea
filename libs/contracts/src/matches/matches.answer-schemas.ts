import { z } from 'zod';
import { pitchDtoSchema } from '../pitches/pitches.answer-schemas';
import type {
  CalendarMatchDto,
  CalendarTeamDto,
  ChallengeableTeamDto,
  MatchDto,
  MatchReportRefDto,
  MatchStatusDto,
  MatchTeamRefDto,
} from './matches.dto';
import type { MatchCancellationDto, MatchCancelledDto } from './match-cancellation.dto';
import { rescheduleProposalDtoSchema } from './reschedule.answer-schemas';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const matchStatusIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const matchStatusDtoSchema = z
  .object({
    id: matchStatusIdSchema,
    name: z.string(),
  })
  .meta({ id: 'MatchStatusDto' }) satisfies z.ZodType<MatchStatusDto>;

export const matchTeamRefDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
  })
  .meta({ id: 'MatchTeamRefDto' }) satisfies z.ZodType<MatchTeamRefDto>;

export const matchReportRefDtoSchema = z
  .object({
    id: z.string(),
    homeGoals: z.number(),
    enemyGoals: z.number(),
  })
  .meta({ id: 'MatchReportRefDto' }) satisfies z.ZodType<MatchReportRefDto>;

export const matchCancellationDtoSchema = z
  .object({
    reason: z.string(),
    at: z.string(),
  })
  .meta({ id: 'MatchCancellationDto' }) satisfies z.ZodType<MatchCancellationDto>;
export const matchCancelledDtoSchema = z
  .object({
    id: z.string(),
    message: z.string(),
  })
  .meta({ id: 'MatchCancelledDto' }) satisfies z.ZodType<MatchCancelledDto>;
export const matchDtoSchema = z
  .object({
    id: z.string(),
    seasonId: z.string(),
    date: z.string(),
    length: z.number(),
    matchType: z.number(),
    sender: matchTeamRefDtoSchema,
    receiver: matchTeamRefDtoSchema,
    league: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
    pitch: pitchDtoSchema,
    status: matchStatusDtoSchema,
    report: matchReportRefDtoSchema.nullable(),
    hasReport: z.boolean(),
    reportState: z
      .object({ statusId: z.number(), filedByTeamId: z.string().nullable() })
      .nullable()
      .optional(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    cancellation: matchCancellationDtoSchema.nullable().optional(),
    reschedule: rescheduleProposalDtoSchema.nullable().optional(),
  })
  .meta({ id: 'MatchDto' }) satisfies z.ZodType<MatchDto>;

export const calendarTeamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
  })
  .meta({ id: 'CalendarTeamDto' }) satisfies z.ZodType<CalendarTeamDto>;

export const calendarMatchDtoSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    length: z.number(),
    teamA: calendarTeamDtoSchema,
    teamB: calendarTeamDtoSchema,
    league: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
    pitch: z.object({
      id: z.string(),
      name: z.string(),
    }),
    status: matchStatusDtoSchema,
    hasReport: z.boolean().optional(),
    score: z.object({ teamA: z.number(), teamB: z.number() }).nullable().optional(),
    matchType: z.number().optional(),
  })
  .meta({ id: 'CalendarMatchDto' }) satisfies z.ZodType<CalendarMatchDto>;

export const challengeableTeamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    league: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ChallengeableTeamDto' }) satisfies z.ZodType<ChallengeableTeamDto>;
