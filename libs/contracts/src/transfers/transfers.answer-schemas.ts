import { z } from 'zod';
import type {
  TeamOfferAcceptedDto,
  TeamOfferDto,
  TeamOfferSentDto,
  TransferPlayersPageDto,
  TransferTeamDto,
} from './transfers.dto';

/** zod schemas of the transfer market's answers, for /api/docs; each checked against its type. */
const ref = z.object({ id: z.string(), name: z.string() });

export const teamOfferDtoSchema = z
  .object({
    id: z.string(),
    team: z.object({
      id: z.string(),
      name: z.string(),
      shortName: z.string(),
      imageUrl: z.string(),
      league: ref.nullable(),
      captain: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamOfferDto' }) satisfies z.ZodType<TeamOfferDto>;

export const teamOfferSentDtoSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    player: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      position: z.number(),
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamOfferSentDto' }) satisfies z.ZodType<TeamOfferSentDto>;

export const teamOfferAcceptedDtoSchema = z
  .object({
    teamId: z.string(),
    message: z.string(),
    withdrawnApplication: z.object({ teamId: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: 'TeamOfferAcceptedDto' }) satisfies z.ZodType<TeamOfferAcceptedDto>;

export const transferPlayersPageDtoSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        position: z.number(),
        dominateLeg: z.number(),
        birthDate: z.string().nullable(),
        height: z.number().nullable(),
        imageUrl: z.string(),
        isFreeAgent: z.boolean(),
        team: ref.nullable(),
        offeredByMyTeam: z.boolean(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
  })
  .meta({ id: 'TransferPlayersPageDto' }) satisfies z.ZodType<TransferPlayersPageDto>;

export const transferTeamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    imageUrl: z.string(),
    captain: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    league: ref.nullable(),
    leaguePosition: z.number().nullable(),
    lookingForPlayers: z.boolean(),
    positions: z.array(z.number()),
  })
  .meta({ id: 'TransferTeamDto' }) satisfies z.ZodType<TransferTeamDto>;
