import { z } from 'zod';
import { eitherCase, queryUuid } from '../common/query-fields';
import { trimmedText, uuidField } from '../common/schema-fields';
import { LEAGUE_RULES_MESSAGES as M } from './league-rules.texts';
import { isTieBreakRule, TIE_BREAK_RULES, type TieBreakRule } from './tie-break-rules';

/** A reason an admin gives for a change of the league office (required, 3-500 characters). */
export const OFFICE_REASON = { min: 3, max: 500 } as const;
export const officeReason = (message: string = M.reasonRequired) =>
  trimmedText(message).pipe(
    z.string().min(OFFICE_REASON.min, message).max(OFFICE_REASON.max, message),
  );

/** `GET /api/league/get-league-rules?LeagueId=`. */
export const leagueRulesQuerySchema = z.preprocess(
  eitherCase('leagueId', 'LeagueId'),
  z.object({ LeagueId: queryUuid(M.leagueIdInvalid) }),
);
export type LeagueRulesQuery = z.infer<typeof leagueRulesQuerySchema>;

/** An ordered list of tie-break rules: points first, each rule once. */
export const tieBreakListSchema = z
  .array(
    z.unknown().refine((v): v is TieBreakRule => isTieBreakRule(v), M.unknownRule),
    { error: M.tieBreaksRequired },
  )
  .min(1, M.tieBreaksRequired)
  .max(TIE_BREAK_RULES.length, M.duplicateRule)
  .superRefine((rules, ctx) => {
    if (rules[0] !== 'points') ctx.addIssue({ code: 'custom', message: M.pointsFirst });
    if (new Set(rules).size !== rules.length) {
      ctx.addIssue({ code: 'custom', message: M.duplicateRule });
    }
  })
  .transform((rules) => rules as TieBreakRule[]);

/** `POST /api/admin/league/tie-breaks`: the admin orders a league's tie-break rules. */
export const setLeagueTieBreaksSchema = z.object({
  leagueId: uuidField(M.leagueIdInvalid),
  tieBreaks: tieBreakListSchema,
  reason: officeReason(),
});
export type SetLeagueTieBreaksRequest = z.infer<typeof setLeagueTieBreaksSchema>;
