import { z } from 'zod';
import { matchStatusDtoSchema } from '../matches/matches.answer-schemas';
import type {
  MatchReportCreatedDto,
  MatchReportDto,
  MatchReportSummaryDto,
  ReportGoalDto,
  ReportMatchDto,
  ReportPersonDto,
  ReportRateDto,
  ReportStatusDto,
  ReportTeamDto,
  ReportTeamSummaryDto,
} from './reports.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const reportStatusDtoSchema = z
  .object({
    id: z.number(),
    name: z.string(),
  })
  .meta({ id: 'ReportStatusDto' }) satisfies z.ZodType<ReportStatusDto>;

export const reportPersonDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'ReportPersonDto' }) satisfies z.ZodType<ReportPersonDto>;

export const reportGoalDtoSchema = z
  .object({
    userId: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    isSuicide: z.boolean(),
  })
  .meta({ id: 'ReportGoalDto' }) satisfies z.ZodType<ReportGoalDto>;

export const reportRateDtoSchema = z
  .object({
    user: reportPersonDtoSchema,
    rate: z.number(),
  })
  .meta({ id: 'ReportRateDto' }) satisfies z.ZodType<ReportRateDto>;

export const reportTeamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    score: z.number(),
    goals: z.array(reportGoalDtoSchema),
    attendances: z.array(reportPersonDtoSchema),
    rating: z.array(reportRateDtoSchema),
    goalKeeperRates: z.array(reportRateDtoSchema),
    walkovers: z.number(),
  })
  .meta({ id: 'ReportTeamDto' }) satisfies z.ZodType<ReportTeamDto>;

export const reportMatchDtoSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    length: z.number(),
    status: matchStatusDtoSchema,
    pitch: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
    matchType: z.number().optional(),
  })
  .meta({ id: 'ReportMatchDto' }) satisfies z.ZodType<ReportMatchDto>;

export const matchReportDtoSchema = z
  .object({
    id: z.string(),
    status: reportStatusDtoSchema,
    match: reportMatchDtoSchema,
    league: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
    seasonId: z.string(),
    teams: z.tuple([reportTeamDtoSchema, reportTeamDtoSchema]),
    walkoverType: z.number(),
    isWalkover: z.boolean(),
    homeGoals: z.number(),
    enemyGoals: z.number(),
    submittedByTeamId: z.string().nullable(),
    adminInsert: z.boolean(),
    walkoverWarning: z.boolean(),
    createdAt: z.string(),
    acceptedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
  })
  .meta({ id: 'MatchReportDto' }) satisfies z.ZodType<MatchReportDto>;

export const reportTeamSummaryDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    score: z.number(),
    walkovers: z.number(),
  })
  .meta({ id: 'ReportTeamSummaryDto' }) satisfies z.ZodType<ReportTeamSummaryDto>;

export const matchReportSummaryDtoSchema = z
  .object({
    id: z.string(),
    status: reportStatusDtoSchema,
    match: reportMatchDtoSchema,
    league: z
      .object({
        id: z.string(),
        name: z.string(),
      })
      .nullable(),
    teams: z.tuple([reportTeamSummaryDtoSchema, reportTeamSummaryDtoSchema]),
    walkoverType: z.number(),
    isWalkover: z.boolean(),
    homeGoals: z.number(),
    enemyGoals: z.number(),
    submittedByTeamId: z.string().nullable(),
    adminInsert: z.boolean(),
    walkoverWarning: z.boolean(),
    week: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'MatchReportSummaryDto' }) satisfies z.ZodType<MatchReportSummaryDto>;

export const matchReportCreatedDtoSchema = z
  .object({
    id: z.string(),
    matchId: z.string(),
    statusId: z.number(),
  })
  .meta({ id: 'MatchReportCreatedDto' }) satisfies z.ZodType<MatchReportCreatedDto>;
