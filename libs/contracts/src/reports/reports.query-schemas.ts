import { z } from 'zod';
import { eitherCase, queryInt, queryUuid as uuid } from '../common/query-fields';
import { dateBoundField } from '../common/schema-fields';
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

/** `GET /api/match-report/get-match-reports-by-team-id?TeamId&pageSize=12&page=0`. */
export const reportsByTeamQuerySchema = z.preprocess(
  eitherCase('teamId', 'TeamId'),
  z.object({
    TeamId: uuid(M.teamIdInvalid),
    pageSize: queryInt(12, 1, 100, M.pageSizeInvalid),
    page: queryInt(0, 0, 100_000, M.pageInvalid),
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
      if (!(q.StartDate instanceof Date) || !(q.EndDate instanceof Date)) return;
      const span = q.EndDate.getTime() - q.StartDate.getTime();
      if (span < 0) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.dateRangeInvalid });
      } else if (span > REPORT_LIMITS.maxDateRangeDays * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.dateRangeTooLong });
      }
    }),
);
export type ReportsByDateQuery = z.infer<typeof reportsByDateQuerySchema>;
