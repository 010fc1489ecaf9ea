import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { instantFromInput, wallClockAt } from '../common/time';
import { CHALLENGE_LIMITS, MATCH_TYPE } from './match-status';
import { CHALLENGE_MESSAGES } from './matches.texts';

/** The season window a challenge date must lie in (ISO instants or Dates, inclusive). */
export interface SeasonWindow {
  startDate: string | Date;
  endDate: string | Date;
}

/** dd/MM/yyyy of a season boundary (season boundaries are calendar days in Warsaw time). */
export const formatSeasonDay = (instant: string | Date) => {
  const d = wallClockAt(new Date(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
};

/** A 1970 date counts as unset (spec section 5: the date control's empty value). */
const isUnsetDate = (date: Date) => date.getUTCFullYear() <= 1970;

/**
 * `POST /api/match` — a captain challenges a team. The date is an ISO instant (`Z` or offset;
 * a value without zone is read as Europe/Warsaw time) and must lie inside the season window
 * when one is given (the server always gives the current season), and strictly after `now()`
 * when given (the form: the browser's time, a courtesy; the server's decider decides with its
 * own clock).
 */
export const createChallengeSchema = (window?: SeasonWindow, now?: () => Date) =>
  z.object({
    date: z.unknown().transform((v, ctx) => {
      if (v === undefined || v === null || v === '') {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateRequired });
        return z.NEVER;
      }
      const date = instantFromInput(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      if (isUnsetDate(date)) {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateRequired });
        return z.NEVER;
      }
      if (now && date.getTime() <= now().getTime()) {
        ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.dateNotInFuture });
        return z.NEVER;
      }
      if (window && !insideWindow(date, window)) {
        const message = CHALLENGE_MESSAGES.dateOutsideSeason(
          formatSeasonDay(window.startDate),
          formatSeasonDay(window.endDate),
        );
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date.toISOString();
    }),
    length: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: CHALLENGE_MESSAGES.lengthRange })
        .int(CHALLENGE_MESSAGES.lengthRange)
        .gt(CHALLENGE_LIMITS.lengthAbove, CHALLENGE_MESSAGES.lengthRange)
        .lt(CHALLENGE_LIMITS.lengthBelow, CHALLENGE_MESSAGES.lengthRange),
    ),
    receiverId: uuid(CHALLENGE_MESSAGES.receiverRequired),
    pitchId: uuid(CHALLENGE_MESSAGES.pitchRequired),
    matchType: z
      .union([z.literal(MATCH_TYPE.league), z.literal(MATCH_TYPE.cup)], {
        error: CHALLENGE_MESSAGES.matchTypeInvalid,
      })
      .default(MATCH_TYPE.league),
  });
export type CreateChallengeRequest = z.infer<ReturnType<typeof createChallengeSchema>>;

function insideWindow(date: Date, window: SeasonWindow): boolean {
  const t = date.getTime();
  return t >= new Date(window.startDate).getTime() && t <= new Date(window.endDate).getTime();
}

/** `POST /api/match/accept`, `POST /api/match/cancel`. */
export const matchActionSchema = z.object({
  matchId: uuid(CHALLENGE_MESSAGES.matchIdInvalid),
});
export type MatchActionRequest = z.infer<typeof matchActionSchema>;
