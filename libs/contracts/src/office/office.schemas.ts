import { z } from 'zod';
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
