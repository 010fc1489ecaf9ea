import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { instantFromInput } from '../common/time';
import { CHALLENGE_MESSAGES } from './matches.texts';
import { RESCHEDULE_MESSAGES } from './reschedule.texts';

/** A kick-off as the challenge form sends it: an ISO instant (`Z`, an offset, or Warsaw time). */
const kickOff = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null || v === '') {
    ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateRequired });
    return z.NEVER;
  }
  const date = instantFromInput(v);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateInvalid });
    return z.NEVER;
  }
  return date.toISOString();
});

/**
 * `POST /api/match/propose-reschedule`: a captain of an accepted match proposes a new kick-off
 * and/or pitch (the match keeps its length). The server's decider checks the rest with its own
 * clock: in the future, inside the match's season, a free slot, one pending proposal at a time.
 */
export const proposeRescheduleSchema = z.object({
  matchId: uuid(CHALLENGE_MESSAGES.matchIdInvalid),
  date: kickOff,
  pitchId: uuid(CHALLENGE_MESSAGES.pitchRequired),
});
export type ProposeRescheduleRequest = z.infer<typeof proposeRescheduleSchema>;
export type ProposeRescheduleInput = z.input<typeof proposeRescheduleSchema>;

/** `POST /api/match/accept-reschedule`, `POST /api/match/decline-reschedule`. */
export const answerRescheduleSchema = z.object({
  matchId: uuid(CHALLENGE_MESSAGES.matchIdInvalid),
  proposalId: uuid(RESCHEDULE_MESSAGES.proposalIdInvalid),
});
export type AnswerRescheduleRequest = z.infer<typeof answerRescheduleSchema>;
