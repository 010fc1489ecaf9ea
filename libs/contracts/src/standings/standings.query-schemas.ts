import { z } from 'zod';
import { eitherCase, queryInt, queryUuid as uuid } from '../common/query-fields';
import { REPORT_MESSAGES as M } from '../reports/reports.texts';
import { asOfField } from '../archive/archive.query-schemas';
import { TABLE_SORTS, type TableSort } from './table-sort';

/** `GET /api/user/get-user-goals|get-mvps|get-goalkeeper-rates?LeagueId&pageSize&page`. */
export const rankingQuerySchema = z.preprocess(
  eitherCase('leagueId', 'LeagueId'),
  z.object({
    LeagueId: uuid(M.leagueIdInvalid),
    pageSize: queryInt(5, 1, 200, M.pageSizeInvalid),
    page: queryInt(0, 0, 100_000, M.pageInvalid),
  }),
);
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/** `GET /api/team/get-teams-ranking?LeagueId` (optional pageSize, page: all teams by default). */
export const teamsRankingQuerySchema = z.preprocess(
  eitherCase('leagueId', 'LeagueId'),
  z.object({
    LeagueId: uuid(M.leagueIdInvalid),
    pageSize: queryInt(200, 1, 200, M.pageSizeInvalid),
    page: queryInt(0, 0, 100_000, M.pageInvalid),
  }),
);

/**
 * `GET /api/league/get-league-team-statistic?LeagueId&SeasonId` (+ optional `Sort`, default
 * position, and `AsOf=YYYY-MM-DD`: the table as it stood at the end of that day, Warsaw). The
 * season defaults to the league's own season.
 */
export const leagueTeamStatisticQuerySchema = z.preprocess(
  (v) =>
    eitherCase(
      'asOf',
      'AsOf',
    )(
      eitherCase(
        'sort',
        'Sort',
      )(eitherCase('seasonId', 'SeasonId')(eitherCase('leagueId', 'LeagueId')(v))),
    ),
  z.object({
    LeagueId: uuid(M.leagueIdInvalid),
    SeasonId: z.preprocess((v) => (v === '' ? undefined : v), uuid(M.seasonIdInvalid).optional()),
    Sort: z
      .preprocess(
        (v) => (v === '' || v === undefined ? 'position' : v),
        z
          .string()
          .refine((s) => Object.prototype.hasOwnProperty.call(TABLE_SORTS, s), M.sortInvalid),
      )
      .transform((s) => s as TableSort),
    AsOf: asOfField,
  }),
);
export type LeagueTeamStatisticQuery = z.infer<typeof leagueTeamStatisticQuerySchema>;
