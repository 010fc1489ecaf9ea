import { z } from 'zod';
import type { LeagueDto, LeagueTeamRefDto } from './leagues.dto';
import type { LeagueRulesDto } from './league-rules.dto';
import { TIE_BREAK_RULES } from './tie-break-rules';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

export const leagueTeamRefDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
  })
  .meta({ id: 'LeagueTeamRefDto' }) satisfies z.ZodType<LeagueTeamRefDto>;

export const leagueDtoSchema = z
  .object({
    id: z.string(),
    seasonId: z.string(),
    name: z.string(),
    teams: z.array(leagueTeamRefDtoSchema),
  })
  .meta({ id: 'LeagueDto' }) satisfies z.ZodType<LeagueDto>;

export const leagueRulesDtoSchema = z
  .object({
    tieBreaks: z.array(z.enum(TIE_BREAK_RULES)),
    promotion: z.number(),
    relegation: z.number(),
    lotSeed: z.string().nullable(),
  })
  .meta({ id: 'LeagueRulesDto' }) satisfies z.ZodType<LeagueRulesDto>;
