import { z } from 'zod';
import { CUP_STATUS, TIE_DECIDED_BY } from './cup.rules';
import type {
  CupDto,
  CupListItemDto,
  CupRankingsDto,
  CupTeamDto,
  CupTieDto,
  MyCupTieDto,
} from './cup.dto';

/** zod schemas of the cup answers (for /api/docs), each checked against its DTO type. */

const statusSchema = z.enum(Object.values(CUP_STATUS) as [string, ...string[]]) as z.ZodType<
  CupDto['status']
>;
const decidedBySchema = z.enum(Object.values(TIE_DECIDED_BY) as [string, ...string[]]) as z.ZodType<
  NonNullable<CupTieDto['decidedBy']>
>;

export const cupListItemDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: statusSchema,
    championTeamId: z.string().nullable(),
  })
  .meta({ id: 'CupListItemDto' }) satisfies z.ZodType<CupListItemDto>;

export const cupTeamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    leagueName: z.string().nullable(),
  })
  .meta({ id: 'CupTeamDto' }) satisfies z.ZodType<CupTeamDto>;

export const cupTieDtoSchema = z
  .object({
    id: z.string(),
    teamA: cupTeamDtoSchema.nullable(),
    teamB: cupTeamDtoSchema.nullable(),
    matchId: z.string().nullable(),
    scoreA: z.number().nullable(),
    scoreB: z.number().nullable(),
    penaltiesA: z.number().nullable(),
    penaltiesB: z.number().nullable(),
    winnerTeamId: z.string().nullable(),
    decidedBy: decidedBySchema.nullable(),
    reason: z.string().nullable(),
    bothOut: z.boolean(),
    date: z.string().nullable(),
    matchStatusId: z.number().nullable(),
    reportStatusId: z.number().nullable(),
    pitchName: z.string().nullable(),
    sourceA: z.string().nullable(),
    sourceB: z.string().nullable(),
    nextTieId: z.string().nullable(),
    nextSlot: z.enum(['A', 'B']).nullable(),
  })
  .meta({ id: 'CupTieDto' }) satisfies z.ZodType<CupTieDto>;

export const cupDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: statusSchema,
    seasonId: z.string(),
    drawSeed: z.string().nullable(),
    drawMethod: z.string().nullable(),
    drawnAt: z.string().nullable(),
    separateTopTier: z.boolean(),
    entryDeadline: z.string(),
    roundDeadlines: z.array(z.string()),
    leagues: z.array(z.object({ id: z.string(), name: z.string() })),
    entries: z.array(
      z.object({
        team: cupTeamDtoSchema,
        tier: z.number(),
        reason: z.string().nullable(),
        byAdmin: z.boolean(),
        enteredAt: z.string(),
      }),
    ),
    byes: z.array(z.string()),
    championTeamId: z.string().nullable(),
    champion: cupTeamDtoSchema.nullable(),
    cancelReason: z.string().nullable(),
    rounds: z.array(
      z.object({
        number: z.number(),
        name: z.string(),
        deadline: z.string(),
        ties: z.array(cupTieDtoSchema),
      }),
    ),
  })
  .meta({ id: 'CupDto' }) satisfies z.ZodType<CupDto>;

const rankSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  value: z.number(),
  matches: z.number(),
});
export const cupRankingsDtoSchema = z
  .object({ scorers: z.array(rankSchema), mvps: z.array(rankSchema) })
  .meta({ id: 'CupRankingsDto' }) satisfies z.ZodType<CupRankingsDto>;

export const myCupTieDtoSchema = z
  .object({
    cupId: z.string(),
    cupName: z.string(),
    tieId: z.string(),
    roundName: z.string(),
    deadline: z.string(),
    teamId: z.string(),
    opponent: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'MyCupTieDto' }) satisfies z.ZodType<MyCupTieDto>;
