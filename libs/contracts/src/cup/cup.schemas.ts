import { z } from 'zod';
import { eitherCase, queryUuid } from '../common/query-fields';
import { trimmedText, uuidField as uuid } from '../common/schema-fields';
import { instantFromInput } from '../common/time';
import { CUP_LIMITS, TIE_OUTCOMES } from './cup.rules';
import { CUP_MESSAGES as M } from './cup.texts';

/** An instant (ISO with zone, or a local date-time read as Warsaw time) → ISO string. */
const instant = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const date = v === undefined || v === null || v === '' ? null : instantFromInput(v);
    if (!date || date.getUTCFullYear() <= 1970) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date.toISOString();
  });

const reason = () =>
  trimmedText(M.reasonRequired).pipe(
    z
      .string()
      .min(CUP_LIMITS.reasonMin, M.reasonRequired)
      .max(CUP_LIMITS.reasonMax, M.reasonRequired),
  );

/** `POST /api/admin/cup`: a cup of the current season. */
export const createCupSchema = z
  .object({
    name: trimmedText(M.nameRequired).pipe(
      z.string().min(CUP_LIMITS.nameMin, M.nameRequired).max(CUP_LIMITS.nameMax, M.nameRequired),
    ),
    leagueIds: z
      .array(uuid(M.leagueIdInvalid), { error: M.leaguesRequired })
      .min(1, M.leaguesRequired)
      .max(24, M.leaguesRequired),
    entryDeadline: instant(M.entryDeadlineRequired),
    roundDeadlines: z
      .array(instant(M.roundDeadlinesRequired), { error: M.roundDeadlinesRequired })
      .min(1, M.roundDeadlinesRequired)
      .max(CUP_LIMITS.maxRounds, M.roundDeadlinesRequired),
    /** Keep teams of the top tier apart in the first round. */
    separateTopTier: z.boolean({ error: M.wrongStatus }).default(true),
  })
  .superRefine((v, ctx) => {
    const times = [v.entryDeadline, ...v.roundDeadlines].map((t) => new Date(t).getTime());
    if (times.some((t, i) => i > 0 && t <= times[i - 1])) {
      ctx.addIssue({ code: 'custom', path: ['roundDeadlines'], message: M.deadlinesOrder });
    }
  });
export type CreateCupRequest = z.infer<typeof createCupSchema>;
export type CreateCupInput = z.input<typeof createCupSchema>;

/** `GET /api/cup/get-cups-by-season-id?SeasonId=`. */
export const cupsBySeasonQuerySchema = z.preprocess(
  eitherCase('seasonId', 'SeasonId'),
  z.object({ SeasonId: queryUuid(M.seasonIdInvalid) }),
);

/** `/api/cup/{id}` and the admin's `/api/admin/cup/{id}/…`. */
export const cupIdParamsSchema = z.object({ id: uuid(M.cupIdInvalid) });
export type CupIdParams = z.infer<typeof cupIdParamsSchema>;

/** `/api/admin/cup/{id}/tie/{tieId}/decide`. */
export const cupTieParamsSchema = z.object({
  id: uuid(M.cupIdInvalid),
  tieId: uuid(M.tieIdInvalid),
});

/** `POST /api/admin/cup/{id}/team` and `/team/remove`: an admin adds or removes a team. */
export const adminCupEntrySchema = z.object({ teamId: uuid(M.teamIdInvalid), reason: reason() });
export type AdminCupEntryRequest = z.infer<typeof adminCupEntrySchema>;

/** `POST /api/admin/cup/{id}/tie/{tieId}/decide`: an unplayed tie. */
export const decideTieSchema = z.object({
  outcome: z.enum(TIE_OUTCOMES, { error: M.outcomeInvalid }),
  reason: reason(),
});
export type DecideTieRequest = z.infer<typeof decideTieSchema>;

/** `POST /api/admin/cup/{id}/cancel`. */
export const cancelCupSchema = z.object({ reason: reason() });
export type CancelCupRequest = z.infer<typeof cancelCupSchema>;

/** A cup report's penalty shoot-out (both or neither). */
export const penaltyField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: M.penaltiesInvalid })
      .int(M.penaltiesInvalid)
      .min(0, M.penaltiesInvalid)
      .max(CUP_LIMITS.maxPenalties, M.penaltiesInvalid)
      .nullable(),
  );
