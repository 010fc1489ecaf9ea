import { z } from 'zod';
import { TABLE_SORTS, type TableSort } from './reports.dto';
import { instantFromInput } from './time';

const M = {
  reportIdInvalid: 'Nieprawidłowy identyfikator raportu.',
  matchIdInvalid: 'Nieprawidłowy identyfikator meczu.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  startDateRequired: 'Podaj początek zakresu dat (StartDate).',
  endDateRequired: 'Podaj koniec zakresu dat (EndDate).',
  dateRangeInvalid: 'Koniec zakresu dat musi być po jego początku.',
  dateRangeTooLong: 'Zakres dat może obejmować najwyżej 200 dni.',
  pageInvalid: 'Nieprawidłowy numer strony.',
  pageSizeInvalid: 'Nieprawidłowy rozmiar strony.',
  sortInvalid: 'Nieznany sposób sortowania tabeli.',
} as const;
const MAX_RANGE_DAYS = 200;

const uuid = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().uuid(message);

/** A query number with a default; out of range -> the Polish message. */
const queryInt = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message),
  );

/** Query keys arrive as the client spells them (`leagueId` or `LeagueId`): read both. */
const eitherCase = (camel: string, pascal: string) => (v: unknown) => {
  if (!v || typeof v !== 'object') return v;
  const q = v as Record<string, unknown>;
  return q[pascal] === undefined && q[camel] !== undefined ? { ...q, [pascal]: q[camel] } : q;
};

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

function dateBound(required: string) {
  return z.unknown().transform((v, ctx) => {
    const date = v === undefined || v === '' ? null : instantFromInput(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return date;
  });
}

/**
 * `GET /api/match-report/get-match-report-by-date?StartDate&EndDate&leagueId` — instants, or
 * local date-times without zone (read as Europe/Warsaw). Without a league: every league (admin).
 * Captains and players see verified reports only; admins see every open report too.
 */
export const reportsByDateQuerySchema = z.preprocess(
  eitherCase('leagueId', 'LeagueId'),
  z
    .object({
      StartDate: dateBound(M.startDateRequired),
      EndDate: dateBound(M.endDateRequired),
      LeagueId: z.preprocess((v) => (v === '' ? undefined : v), uuid(M.leagueIdInvalid).optional()),
    })
    .superRefine((q, ctx) => {
      if (!(q.StartDate instanceof Date) || !(q.EndDate instanceof Date)) return;
      const span = q.EndDate.getTime() - q.StartDate.getTime();
      if (span < 0) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.dateRangeInvalid });
      } else if (span > MAX_RANGE_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.dateRangeTooLong });
      }
    }),
);
export type ReportsByDateQuery = z.infer<typeof reportsByDateQuerySchema>;

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
 * position). The season defaults to the league's own season.
 */
export const leagueTeamStatisticQuerySchema = z.preprocess(
  (v) =>
    eitherCase(
      'sort',
      'Sort',
    )(eitherCase('seasonId', 'SeasonId')(eitherCase('leagueId', 'LeagueId')(v))),
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
  }),
);
export type LeagueTeamStatisticQuery = z.infer<typeof leagueTeamStatisticQuerySchema>;
