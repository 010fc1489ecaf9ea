import { z } from 'zod';
import { TEXT_LANGUAGES } from '../common/text-language';
import type {
  AdminUserRowDto,
  AuthTokensDto,
  IdRef,
  LoginResultDto,
  RegisterUserResultDto,
  TemporaryPasswordDto,
  UserProfileDto,
  UserSearchRowDto,
  UserStatisticDto,
  UserTeamRefDto,
} from './users.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const roleSchema = z.union([z.literal('Admin'), z.literal('User')]);

export const authTokensDtoSchema = z
  .object({
    authorizationToken: z.string(),
    refreshToken: z.string(),
    authorizationTokenExpiration: z.string(),
    refreshTokenExpiration: z.string(),
  })
  .meta({ id: 'AuthTokensDto' }) satisfies z.ZodType<AuthTokensDto>;

export const loginResultDtoSchema = authTokensDtoSchema
  .extend({
    mustChangePassword: z.boolean().optional(),
    language: z.enum(TEXT_LANGUAGES).optional(),
  })
  .meta({ id: 'LoginResultDto' }) satisfies z.ZodType<LoginResultDto>;

export const registerUserResultDtoSchema = z
  .object({
    id: z.string(),
    avatarUploadToken: z.string(),
  })
  .meta({ id: 'RegisterUserResultDto' }) satisfies z.ZodType<RegisterUserResultDto>;

export const idRefSchema = z
  .object({
    id: z.number(),
  })
  .meta({ id: 'IdRef' }) satisfies z.ZodType<IdRef>;

export const userTeamRefDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    capitan: z
      .object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'UserTeamRefDto' }) satisfies z.ZodType<UserTeamRefDto>;

export const userProfileDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().optional(),
    height: z.number().nullable(),
    shirtNumber: z.number().nullable(),
    birthDate: z.string().nullable(),
    positionType: idRefSchema,
    position: idRefSchema,
    dominateLeg: idRefSchema,
    teams: z.array(userTeamRefDtoSchema),
    teamCaptainOfId: z.string().nullable(),
    imageUrl: z.string(),
    role: roleSchema.optional(),
  })
  .meta({ id: 'UserProfileDto' }) satisfies z.ZodType<UserProfileDto>;

export const userStatisticDtoSchema = z
  .object({
    maxGoalsInMatch: z.number(),
    matchesPlayed: z.number(),
    wins: z.number(),
    goals: z.number(),
    mvpPoints: z.number(),
    keeper: z
      .object({ matches: z.number(), cleanSheets: z.number(), bestRating: z.number() })
      .meta({ id: 'KeeperRecordDto' })
      .optional(),
  })
  .meta({ id: 'UserStatisticDto' }) satisfies z.ZodType<UserStatisticDto>;

export const userSearchRowDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().optional(),
    positionType: idRefSchema,
    dominateLeg: idRefSchema,
    birthDate: z.string().nullable(),
    height: z.number().nullable(),
    shirtNumber: z.number().nullable(),
    imageUrl: z.string(),
    imageLoaded: z.boolean(),
  })
  .meta({ id: 'UserSearchRowDto' }) satisfies z.ZodType<UserSearchRowDto>;

export const adminUserRowDtoSchema = userSearchRowDtoSchema
  .extend({
    email: z.string(),
    verified: z.boolean(),
    role: roleSchema,
  })
  .meta({ id: 'AdminUserRowDto' }) satisfies z.ZodType<AdminUserRowDto>;

export const temporaryPasswordDtoSchema = z
  .object({
    temporaryPassword: z.string(),
  })
  .meta({ id: 'TemporaryPasswordDto' }) satisfies z.ZodType<TemporaryPasswordDto>;
