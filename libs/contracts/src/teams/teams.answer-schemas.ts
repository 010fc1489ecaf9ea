import { z } from 'zod';
import { idRefSchema } from '../users/users.answer-schemas';
import type {
  LeagueTeamLinkDto,
  LeagueTeamsDto,
  TeamCaptainDto,
  TeamCardDto,
  TeamDto,
  TeamInvitationDto,
  TeamLeagueDto,
  TeamMemberDto,
  TeamWithoutLeagueDto,
} from './teams.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const memberTypeIdSchema = z.union([z.literal(1), z.literal(2)]);

export const teamCaptainDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'TeamCaptainDto' }) satisfies z.ZodType<TeamCaptainDto>;

export const teamMemberDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    shirtNumber: z.number().nullable(),
    userTeamId: z.string(),
    positionType: idRefSchema,
    dominateLeg: idRefSchema,
    birthDate: z.string().nullable(),
    height: z.number().nullable(),
    memberType: z.object({
      id: memberTypeIdSchema,
    }),
    hasAvatar: z.boolean(),
    imageUrl: z.string(),
  })
  .meta({ id: 'TeamMemberDto' }) satisfies z.ZodType<TeamMemberDto>;

export const teamLeagueDtoSchema = z
  .object({
    id: z.string(),
    seasonId: z.string(),
    leagueId: z.string(),
    name: z.string(),
  })
  .meta({ id: 'TeamLeagueDto' }) satisfies z.ZodType<TeamLeagueDto>;

export const teamDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    users: z.array(teamMemberDtoSchema),
    capitan: teamCaptainDtoSchema.nullable(),
    leagues: z.array(teamLeagueDtoSchema),
    imageUrl: z.string(),
    hasImage: z.boolean(),
    membersCount: z.number(),
    requestedLeagueId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamDto' }) satisfies z.ZodType<TeamDto>;

export const teamCardDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    capitan: teamCaptainDtoSchema.nullable(),
    membersCount: z.number(),
    imageUrl: z.string(),
    hasImage: z.boolean(),
    leagueId: z.string().nullable(),
    leagueTeamId: z.string().nullable(),
    position: z.number().nullable(),
  })
  .meta({ id: 'TeamCardDto' }) satisfies z.ZodType<TeamCardDto>;

export const teamWithoutLeagueDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    capitan: teamCaptainDtoSchema.nullable(),
    membersCount: z.number(),
    imageUrl: z.string(),
    hasImage: z.boolean(),
    requestedLeagueId: z.string().nullable(),
    requestedLeagueName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamWithoutLeagueDto' }) satisfies z.ZodType<TeamWithoutLeagueDto>;

export const leagueTeamsDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    seasonId: z.string(),
    teams: z.array(teamCardDtoSchema),
  })
  .meta({ id: 'LeagueTeamsDto' }) satisfies z.ZodType<LeagueTeamsDto>;

export const leagueTeamLinkDtoSchema = z
  .object({
    id: z.string(),
    leagueId: z.string(),
    teamId: z.string(),
  })
  .meta({ id: 'LeagueTeamLinkDto' }) satisfies z.ZodType<LeagueTeamLinkDto>;

export const teamInvitationDtoSchema = z
  .object({
    id: z.string(),
    team: z.object({
      id: z.string(),
      name: z.string(),
      shortName: z.string(),
    }),
    user: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      positionType: idRefSchema,
      dominateLeg: idRefSchema,
      birthDate: z.string().nullable(),
      height: z.number().nullable(),
      shirtNumber: z.number().nullable(),
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamInvitationDto' }) satisfies z.ZodType<TeamInvitationDto>;
