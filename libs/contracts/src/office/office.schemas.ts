import { z } from 'zod';
import { eitherCase, queryUuid } from '../common/query-fields';
import { uuidField } from '../common/schema-fields';
import { officeReason } from '../leagues/league-rules.schemas';
import { matchReportPayloadSchema } from '../reports/report-payload.schema';
import { OFFICE_MESSAGES as M } from './office.texts';

/**
 * `POST /api/admin/match-report/correct`: an admin corrects a verified result. `report` is the
 * report as a captain files it (`matchId`, team A = the verified report's home team).
 */
export const correctResultSchema = z.object({
  matchReportId: uuidField(M.reportIdInvalid),
  reason: officeReason(M.reasonRequired),
  report: matchReportPayloadSchema,
});
export type CorrectResultRequest = z.infer<typeof correctResultSchema>;
export type CorrectResultInput = z.input<typeof correctResultSchema>;

/** Points of a deduction (negative) or bonus (positive). */
export const POINTS_ADJUSTMENT = { min: -99, max: 99 } as const;

/** `POST /api/admin/league/points`: a points deduction or bonus for a team of the league. */
export const adjustPointsSchema = z.object({
  leagueId: uuidField(M.leagueIdInvalid),
  teamId: uuidField(M.teamIdInvalid),
  points: z
    .number({ error: M.pointsInvalid })
    .int(M.pointsInvalid)
    .min(POINTS_ADJUSTMENT.min, M.pointsInvalid)
    .max(POINTS_ADJUSTMENT.max, M.pointsInvalid)
    .refine((n) => n !== 0, M.pointsInvalid),
  reason: officeReason(M.reasonRequired),
});
export type AdjustPointsRequest = z.infer<typeof adjustPointsSchema>;

/** Limits of a suspension. */
export const SUSPENSION_LIMITS = { maxMatches: 50 } as const;

/**
 * `POST /api/admin/team/suspend`: a member suspended for `matches` of the team or until
 * `until` (a day, YYYY-MM-DD: the suspension ends at its start, Warsaw time) — one of the two.
 */
export const suspendPlayerSchema = z
  .object({
    teamId: uuidField(M.teamIdInvalid),
    userId: uuidField(M.userIdInvalid),
    matches: z
      .number({ error: M.suspensionLength })
      .int(M.suspensionLength)
      .min(1, M.suspensionLength)
      .max(SUSPENSION_LIMITS.maxMatches, M.suspensionLength)
      .nullish()
      .transform((v) => v ?? null),
    until: z
      .string({ error: M.suspensionLength })
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.suspensionLength)
      .nullish()
      .transform((v) => v ?? null),
    reason: officeReason(M.reasonRequired),
  })
  .superRefine((v, ctx) => {
    if ((v.matches === null) === (v.until === null)) {
      ctx.addIssue({ code: 'custom', path: ['matches'], message: M.suspensionLength });
    }
  });
export type SuspendPlayerRequest = z.infer<typeof suspendPlayerSchema>;
export type SuspendPlayerInput = z.input<typeof suspendPlayerSchema>;

/** `GET /api/suspension/get-suspensions?TeamId=|UserId=`: one of the two. */
export const suspensionsQuerySchema = z.preprocess(
  (v) => eitherCase('userId', 'UserId')(eitherCase('teamId', 'TeamId')(v)),
  z
    .object({
      TeamId: queryUuid(M.teamIdInvalid).optional(),
      UserId: queryUuid(M.userIdInvalid).optional(),
    })
    .refine((q) => (q.TeamId === undefined) !== (q.UserId === undefined), {
      message: M.suspensionsQuery,
    }),
);
export type SuspensionsQuery = z.infer<typeof suspensionsQuerySchema>;

/**
 * How a withdrawn team's results count (docs/RULES.md, "Withdrawing a team"): `annul` — every
 * result of the team in the league this season is annulled (for its opponents too) and it leaves
 * the table; `walkovers` — its results stay, every accepted match it will not play counts as a
 * walkover lost, and it stays in the table marked "wycofana", below every team still playing.
 */
export const WITHDRAWAL_MODES = ['annul', 'walkovers'] as const;
export type WithdrawalMode = (typeof WITHDRAWAL_MODES)[number];

/** `POST /api/admin/team/withdraw`: an admin withdraws a team from its league mid-season. */
export const withdrawTeamSchema = z.object({
  teamId: uuidField(M.teamIdInvalid),
  /** The league the team plays in this season (default: its current league). */
  leagueId: uuidField(M.leagueIdInvalid).optional(),
  mode: z.enum(WITHDRAWAL_MODES, { error: M.withdrawalMode }),
  reason: officeReason(M.reasonRequired),
});
export type WithdrawTeamRequest = z.infer<typeof withdrawTeamSchema>;
export type WithdrawTeamInput = z.input<typeof withdrawTeamSchema>;
