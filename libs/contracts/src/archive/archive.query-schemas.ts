import { z } from 'zod';
import { eitherCase, queryInt, queryUuid as uuid } from '../common/query-fields';
import { ARCHIVE_RULES, isCalendarDay } from './archive.rules';
import { ARCHIVE_MESSAGES as M } from './archive.texts';

/** An optional uuid query field: '' and absent are none. */
const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), uuid(message).optional());

/** `AsOf=YYYY-MM-DD`: the table as it stood at the end of that day (Warsaw). Optional. */
export const asOfField = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: M.asOfInvalid })
    .trim()
    .refine(isCalendarDay, M.asOfInvalid)
    .meta({ format: 'date', example: '2025-10-31' })
    .optional(),
);

/** `GET /api/team/get-team-history?TeamId`. */
export const teamHistoryQuerySchema = z.preprocess(
  eitherCase('teamId', 'TeamId'),
  z.object({ TeamId: uuid(M.teamIdInvalid) }),
);
export type TeamHistoryQuery = z.infer<typeof teamHistoryQuerySchema>;

/** `GET /api/team/get-team-players-by-season?TeamId&SeasonId`. */
export const teamSeasonQuerySchema = z.preprocess(
  (v) => eitherCase('seasonId', 'SeasonId')(eitherCase('teamId', 'TeamId')(v)),
  z.object({ TeamId: uuid(M.teamIdInvalid), SeasonId: uuid(M.seasonIdInvalid) }),
);
export type TeamSeasonQuery = z.infer<typeof teamSeasonQuerySchema>;

/** `GET /api/user/get-user-career?UserId`. */
export const userCareerQuerySchema = z.preprocess(
  eitherCase('userId', 'UserId'),
  z.object({ UserId: uuid(M.userIdInvalid) }),
);
export type UserCareerQuery = z.infer<typeof userCareerQuerySchema>;

/** `GET /api/league/get-position-by-round?LeagueId[&TeamId]`. */
export const positionByRoundQuerySchema = z.preprocess(
  (v) => eitherCase('teamId', 'TeamId')(eitherCase('leagueId', 'LeagueId')(v)),
  z.object({ LeagueId: uuid(M.leagueIdInvalid), TeamId: optionalUuid(M.teamIdInvalid) }),
);
export type PositionByRoundQuery = z.infer<typeof positionByRoundQuerySchema>;

/** `GET /api/records/get-records[?MinKeeperMatches&Limit]`. */
export const recordsQuerySchema = z.preprocess(
  (v) => eitherCase('limit', 'Limit')(eitherCase('minKeeperMatches', 'MinKeeperMatches')(v)),
  z.object({
    MinKeeperMatches: queryInt(
      ARCHIVE_RULES.minKeeperMatches,
      1,
      ARCHIVE_RULES.minKeeperMatchesMax,
      M.minKeeperMatchesInvalid,
    ),
    Limit: queryInt(ARCHIVE_RULES.recordsLimit, 1, ARCHIVE_RULES.recordsLimitMax, M.limitInvalid),
  }),
);
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/** An optional `SeasonId` added to existing calls (the season a page shows). */
export const optionalSeasonIdField = optionalUuid(M.seasonIdInvalid);
