import { z } from 'zod';
import type { LeaguePromotionDto, SeasonPlanDto } from './season-plan.dto';
import { PLACEMENT_MOVEMENTS, SEASON_PLAN_PHASES } from './season-plan.rules';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const plannedLeague = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.number().int(),
  closed: z.boolean(),
});
const tierMoves = z.object({
  upperTier: z.number().int(),
  lowerTier: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
});
const proposalRow = z.object({
  teamId: z.string(),
  teamName: z.string(),
  position: z.number().int(),
  played: z.number().int(),
  points: z.number().int(),
  movement: z.enum(PLACEMENT_MOVEMENTS),
  toLeagueId: z.string().nullable(),
  toLeagueName: z.string().nullable(),
  noMatches: z.boolean(),
  reason: z.string().nullable(),
});
const waitingTeam = z.object({
  teamId: z.string(),
  teamName: z.string(),
  toLeagueId: z.string().nullable(),
  toLeagueName: z.string().nullable(),
  reason: z.string().nullable(),
});

export const seasonPlanDtoSchema = z
  .object({
    seasonId: z.string(),
    seasonName: z.string(),
    fromSeasonId: z.string(),
    fromSeasonName: z.string(),
    turned: z.boolean(),
    carriedOver: z.boolean(),
    phase: z.enum(SEASON_PLAN_PHASES),
    confirmedAt: z.string().nullable(),
    appliedAt: z.string().nullable(),
    proposalOpensAt: z.string(),
    leagues: z.array(plannedLeague),
    numbers: z.array(tierMoves),
    proposal: z
      .object({
        leagues: z.array(
          z.object({
            leagueId: z.string(),
            name: z.string(),
            tier: z.number().int(),
            rows: z.array(proposalRow),
          }),
        ),
        waiting: z.array(waitingTeam),
      })
      .nullable(),
  })
  .meta({ id: 'SeasonPlanDto' }) satisfies z.ZodType<SeasonPlanDto>;

export const leaguePromotionDtoSchema = z
  .object({
    leagueId: z.string(),
    seasonId: z.string(),
    tier: z.number().int(),
    promotion: z.number().int(),
    relegation: z.number().int(),
    leaguesInTier: z.number().int(),
  })
  .meta({ id: 'LeaguePromotionDto' }) satisfies z.ZodType<LeaguePromotionDto>;
