import { z } from 'zod';
import { eitherCase, queryInt, queryUuid as uuid } from '../common/query-fields';
import { localized, type Translation } from '../common/text-language';
import { instantFromInput } from '../common/time';
import type { MatchReportSummaryDto } from './reports.dto';
import { matchReportSummaryDtoSchema } from './reports.answer-schemas';

/**
 * The admin's report queue (`GET /api/match-report/get-report-queue`, issue 16): one status
 * tab at a time. `toVerify` (accepted by both, waiting for an admin) and `waiting` (waiting for
 * the opponent) list the oldest first; `verified` and `all` the newest match first.
 */
export const REPORT_QUEUE_STATUSES = ['toVerify', 'waiting', 'verified', 'all'] as const;
export type ReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];

export const REPORT_QUEUE_RULES = { pageSizeDefault: 20, pageSizeMax: 100, pageMax: 100_000 };

const REPORT_QUEUE_TEXTS_PL = {
  tabs: {
    toVerify: 'Do weryfikacji',
    waiting: 'Czekają na przeciwnika',
    verified: 'Zweryfikowane',
    all: 'Wszystkie',
  } satisfies Record<ReportQueueStatus, string>,
  statusInvalid: 'Status musi być jednym z: toVerify, waiting, verified, all.',
  leagueIdInvalid: 'Identyfikator ligi jest nieprawidłowy.',
  teamIdInvalid: 'Identyfikator drużyny jest nieprawidłowy.',
  startInvalid: 'Data początkowa jest nieprawidłowa.',
  endInvalid: 'Data końcowa jest nieprawidłowa.',
  rangeInvalid: 'Data końcowa nie może być wcześniejsza niż początkowa.',
  pageInvalid: `Numer strony musi być liczbą od 0 do ${REPORT_QUEUE_RULES.pageMax}.`,
  pageSizeInvalid: `Rozmiar strony musi być liczbą od 1 do ${REPORT_QUEUE_RULES.pageSizeMax}.`,
} as const;

const REPORT_QUEUE_TEXTS_EN = {
  tabs: {
    toVerify: 'To verify',
    waiting: 'Waiting for the opponent',
    verified: 'Verified',
    all: 'All',
  },
  statusInvalid: 'The status must be one of: toVerify, waiting, verified, all.',
  leagueIdInvalid: 'The league id is invalid.',
  teamIdInvalid: 'The team id is invalid.',
  startInvalid: 'The start date is invalid.',
  endInvalid: 'The end date is invalid.',
  rangeInvalid: 'The end date cannot be earlier than the start date.',
  pageInvalid: `The page number must be a number from 0 to ${REPORT_QUEUE_RULES.pageMax}.`,
  pageSizeInvalid: `The page size must be a number from 1 to ${REPORT_QUEUE_RULES.pageSizeMax}.`,
} satisfies Translation<typeof REPORT_QUEUE_TEXTS_PL>;

/** The report queue's tab names and refusals in the active language. */
export const REPORT_QUEUE_TEXTS = /* @__PURE__ */ localized(
  REPORT_QUEUE_TEXTS_PL,
  REPORT_QUEUE_TEXTS_EN,
);
const M = REPORT_QUEUE_TEXTS;

const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), uuid(message).optional());
const optionalInstant = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const date = instantFromInput(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

/** `?Status=&LeagueId=&TeamId=&StartDate=&EndDate=&page=&pageSize=` (page from 0). */
export const reportQueueQuerySchema = z.preprocess(
  (v) =>
    ['status', 'leagueId', 'teamId', 'startDate', 'endDate'].reduce(
      (q, key) => eitherCase(key, key[0].toUpperCase() + key.slice(1))(q),
      v,
    ),
  z
    .object({
      Status: z.preprocess(
        (v) => (v === undefined || v === '' ? 'toVerify' : v),
        z.enum(REPORT_QUEUE_STATUSES, { error: M.statusInvalid }),
      ),
      LeagueId: optionalUuid(M.leagueIdInvalid),
      TeamId: optionalUuid(M.teamIdInvalid),
      StartDate: optionalInstant(M.startInvalid),
      EndDate: optionalInstant(M.endInvalid),
      page: queryInt(0, 0, REPORT_QUEUE_RULES.pageMax, M.pageInvalid),
      pageSize: queryInt(
        REPORT_QUEUE_RULES.pageSizeDefault,
        1,
        REPORT_QUEUE_RULES.pageSizeMax,
        M.pageSizeInvalid,
      ),
    })
    .superRefine((q, ctx) => {
      if (q.StartDate && q.EndDate && q.EndDate < q.StartDate) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.rangeInvalid });
      }
    }),
);
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

export interface ReportQueueDto {
  items: MatchReportSummaryDto[];
  /** Reports in the chosen tab under the filters (for the pager). */
  total: number;
  /** Reports per tab under the same filters. */
  counts: Record<ReportQueueStatus, number>;
}

export const reportQueueDtoSchema = z
  .object({
    items: z.array(matchReportSummaryDtoSchema),
    total: z.number().int(),
    counts: z.object({
      toVerify: z.number().int(),
      waiting: z.number().int(),
      verified: z.number().int(),
      all: z.number().int(),
    }),
  })
  .meta({ id: 'ReportQueueDto' }) satisfies z.ZodType<ReportQueueDto>;
