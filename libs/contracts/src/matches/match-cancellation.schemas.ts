import { z } from 'zod';
import { trimmedText } from '../common/schema-fields';
import { MATCH_CANCELLATION_MESSAGES, MATCH_CANCELLATION_RULES } from './match-cancellation.texts';

/**
 * `POST /api/admin/match/{id}/cancel` — an admin cancels an accepted match that has no report
 * yet. The reason is trimmed and must be 1–500 characters; both captains see it.
 */
export const cancelMatchByAdminSchema = z.object({
  reason: trimmedText(MATCH_CANCELLATION_MESSAGES.reasonRequired).pipe(
    z.string().max(MATCH_CANCELLATION_RULES.reasonMax, MATCH_CANCELLATION_MESSAGES.reasonTooLong),
  ),
});
export type CancelMatchByAdminRequest = z.infer<typeof cancelMatchByAdminSchema>;
