import { z } from 'zod';
import { TIE_BREAK_RULES } from '../leagues/tie-break-rules';
import { pointsAdjustmentDtoSchema, withdrawalDtoSchema } from '../office/office.answer-schemas';
import { teamCaptainDtoSchema } from '../teams/teams.answer-schemas';
import type {
  GoalkeeperRankingDto,
  LeagueTeamStatisticDto,
  MvpRankingDto,
  TeamGoalsRankingDto,
  UserGoalsRankingDto,
} from './standings.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const formResultSchema = z.union([z.literal('W'), z.literal('D'), z.literal('L')]);

export const leagueTeamStatisticDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    position: z.number(),
    points: z.number(),
    matchesPlayed: z.number(),
    wins: z.number(),
    draws: z.number(),
    losses: z.number(),
    goalsScored: z.number(),
    goalsConceded: z.number(),
    goalBalance: z.number(),
    form: z.array(formResultSchema),
    decidedBy: z
      .union([z.enum(TIE_BREAK_RULES), z.literal('name')])
      .nullable()
      .optional(),
    adjustments: z.array(pointsAdjustmentDtoSchema).optional(),
    formMatchIds: z.array(z.string()),
    withdrawal: withdrawalDtoSchema.nullable().optional(),
  })
  .meta({ id: 'LeagueTeamStatisticDto' }) satisfies z.ZodType<LeagueTeamStatisticDto>;

const playerRankingBaseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.string(),
  name: z.string(),
  matches: z.number(),
  position: z.number(),
});

export const userGoalsRankingDtoSchema = playerRankingBaseSchema
  .extend({
    userGoals: z.number(),
  })
  .meta({ id: 'UserGoalsRankingDto' }) satisfies z.ZodType<UserGoalsRankingDto>;

export const mvpRankingDtoSchema = playerRankingBaseSchema
  .extend({
    userPoints: z.number(),
  })
  .meta({ id: 'MvpRankingDto' }) satisfies z.ZodType<MvpRankingDto>;

export const goalkeeperRankingDtoSchema = playerRankingBaseSchema
  .extend({
    goalkeeperRate: z.number(),
    matchCount: z.number(),
  })
  .meta({ id: 'GoalkeeperRankingDto' }) satisfies z.ZodType<GoalkeeperRankingDto>;

export const teamGoalsRankingDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    goalsScored: z.number(),
    matchesPlayed: z.number(),
    points: z.number(),
    capitan: teamCaptainDtoSchema.nullable(),
    membersCount: z.number(),
    position: z.number(),
  })
  .meta({ id: 'TeamGoalsRankingDto' }) satisfies z.ZodType<TeamGoalsRankingDto>;
