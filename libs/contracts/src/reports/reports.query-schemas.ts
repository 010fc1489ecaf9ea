import { z } from 'zod';
import { eitherCase, queryInt, queryUuid as uuid } from '../common/query-fields';
import { optionalSeasonIdField } from '../archive/archive.query-schemas';
import { dateBoundField } from '../common/schema-fields';
import { instantFromInput } from '../common/time';
import { REPORT_LIMITS } from './report-rules';
import { REPORT_MESSAGES as M } from './reports.texts';

/** `POST /api/match-report/accept|cancel|admin-accept` body. */
export const matchReportActionSchema = z.object({
  matchReportId: uuid(M.reportIdInvalid),
});
export type MatchReportActionRequest = z.infer<typeof matchReportActionSchema>;

/** `DELETE /api/match-report/{id}` path. */
export const matchReportIdSchema = uuid(M.reportIdInvalid);

/** `GET /api/match-report/get-match-report?MatchReportId`. */
export const matchReportQuerySchema = z.preprocess(
  eitherCase('matchReportId', 'MatchReportId'),
  z.object({ MatchReportId: uuid(M.reportIdInvalid) }),
);

/** `GET /api/match-report/get-match-report-by-match-id?MatchId`. */
export const matchReportByMatchQuerySchema = z.preprocess(
  eitherCase('matchId', 'MatchId'),
  z.object({ MatchId: uuid(M.matchIdInvalid) }),
);

/** `GET /api/match-report/get-match-reports-to-accept?TeamId`. */
export const reportsToAcceptQuerySchema = z.preprocess(
  eitherCase('teamId', 'TeamId'),
  z.object({ TeamId: uuid(M.teamIdInvalid) }),
);

/**
 * `GET /api/match-report/get-match-reports-by-team-id?TeamId&pageSize=12&page=0` (+ optional
 * `SeasonId`: that season's matches only).
 */
export const reportsByTeamQuerySchema = z.preprocess(
  (v) => eitherCase('seasonId', 'SeasonId')(eitherCase('teamId', 'TeamId')(v)),
  z.object({
    TeamId: uuid(M.teamIdInvalid),
    pageSize: queryInt(12, 1, 100, M.pageSizeInvalid),
    page: queryInt(0, 0, 100_000, M.pageInvalid),
    SeasonId: optionalSeasonIdField,
  }),
);

/**
 * `GET /api/match-report/get-match-report-by-date?StartDate&EndDate&leagueId` — instants, or
 * local date-times without zone (read as Europe/Warsaw). Without a league: every league (admin).
 * Captains and players see verified reports only; admins see every open report too.
 */
export const reportsByDateQuerySchema = z.preprocess(
  eitherCase('leagueId', 'LeagueId'),
  z
    .object({
      StartDate: dateBoundField(M.startDateRequired),
      EndDate: dateBoundField(M.endDateRequired),
      LeagueId: z.preprocess((v) => (v === '' ? undefined : v), uuid(M.leagueIdInvalid).optional()),
    })
    .superRefine((q, ctx) => {
      const problem = dateRangeProblem(q.StartDate, q.EndDate);
      if (problem) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: problem });
    }),
);
export type ReportsByDateQuery = z.infer<typeof reportsByDateQuerySchema>;

/** What is wrong with a report date range (end before start, longer than allowed), or null. */
function dateRangeProblem(start: Date | null, end: Date | null): string | null {
  if (!(start instanceof Date) || !(end instanceof Date)) return null;
  const span = end.getTime() - start.getTime();
  if (span < 0) return M.dateRangeInvalid;
  if (span > REPORT_LIMITS.maxDateRangeDays * 86_400_000) return M.dateRangeTooLong;
  return null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (required: string) =>
  z
    .string({ error: required })
    .regex(DAY, required)
    .refine((v) => instantFromInput(v) !== null, required);

/**
 * The admin's report filter (client form): calendar days 'YYYY-MM-DD' sent as the Warsaw
 * bounds `StartDate` = from 00:00:00 and `EndDate` = to 23:59:59 of the query above, with its
 * range rules.
 */
export const reportDayRangeSchema = z
  .object({ from: day(M.startDayRequired), to: day(M.endDayRequired) })
  .superRefine((range, ctx) => {
    const start = instantFromInput(`${range.from}T00:00:00`);
    const end = instantFromInput(`${range.to}T23:59:59`);
    const problem = dateRangeProblem(start, end);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ReportDayRange = z.infer<typeof reportDayRangeSchema>;
