import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { isManualMatchDate, isMatchLength } from './report-payload.schema';
import { REPORT_MESSAGES as M } from './reports.texts';

/**
 * The match fields of the admin's manual report (client form): league, teams A and B, pitch,
 * date and length, with the rules `matchReportPayloadSchema` applies to an admin insert. The
 * date stays as typed (a zone-less time is read as Warsaw time); the length becomes a number.
 */
export const manualMatchFieldsSchema = z
  .object({
    leagueId: uuid(M.leagueRequired),
    teamAId: uuid(M.teamRequired),
    teamBId: uuid(M.teamRequired),
    pitchId: uuid(M.pitchRequired),
    date: z.string({ error: M.dateRequired }).refine(isManualMatchDate, M.dateRequired),
    matchLength: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: M.lengthRange }).refine(isMatchLength, M.lengthRange),
    ),
  })
  .superRefine((fields, ctx) => {
    if (fields.teamAId === fields.teamBId) {
      ctx.addIssue({ code: 'custom', path: ['teamBId'], message: M.sameTeams });
    }
  });
export type ManualMatchFields = z.infer<typeof manualMatchFieldsSchema>;
