import { z } from 'zod';
import type { LeagueDto, LeagueTeamRefDto } from './leagues.dto';

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
