import { z } from 'zod';
import { dateBoundField, uuidField as uuid } from '../common/schema-fields';
import { CHALLENGE_LIMITS, MATCH_LIST_CASE } from './match-status';
import { CHALLENGE_MESSAGES } from './matches.texts';
import { typeError } from '../common/zod-errors';

/** `POST /api/match/get-teams-without-match-with-team`. */
export const teamsWithoutMatchSchema = z.object({
  seasonId: uuid(CHALLENGE_MESSAGES.seasonIdInvalid),
});

/** `GET /api/match/get-matches-by-status?Case=1&TeamId=`. */
export const matchesByStatusQuerySchema = z.object({
  Case: z.coerce
    .number(typeError(undefined, CHALLENGE_MESSAGES.caseInvalid))
    .refine((n) => n === MATCH_LIST_CASE.pending, CHALLENGE_MESSAGES.caseInvalid),
  TeamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
});

/** `GET /api/match/history?TeamId=`. */
export const matchHistoryQuerySchema = z.object({
  TeamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
});

const pageNumber = (max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z
      .number(typeError(undefined, 'Nieprawidłowy numer strony.'))
      .int('Nieprawidłowy numer strony.')
      .min(0, 'Nieprawidłowy numer strony.')
      .max(max, 'Nieprawidłowy numer strony.'),
  );

/** `GET /api/match/get-accepted-matches?teamId=&pageSize=100&page=0`. */
export const acceptedMatchesQuerySchema = z.object({
  teamId: uuid(CHALLENGE_MESSAGES.teamIdInvalid),
  pageSize: pageNumber(CHALLENGE_LIMITS.acceptedMatchesPageSize, 100).refine(
    (n) => n > 0,
    'Nieprawidłowy rozmiar strony.',
  ),
  page: pageNumber(100_000, 0),
});

/**
 * `GET /api/pitch/get-calendar?StartDate=&EndDate=` — ISO instants, or local date-times
 * without zone (what the spec's client sends), read as Europe/Warsaw time.
 */
export const calendarQuerySchema = z
  .object({
    StartDate: dateBoundField(CHALLENGE_MESSAGES.calendarStartRequired),
    EndDate: dateBoundField(CHALLENGE_MESSAGES.calendarEndRequired),
  })
  .superRefine((q, ctx) => {
    // A bound that failed to parse has already been reported.
    if (!(q.StartDate instanceof Date) || !(q.EndDate instanceof Date)) return;
    if (q.EndDate.getTime() <= q.StartDate.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndDate'],
        message: CHALLENGE_MESSAGES.calendarRange,
      });
    } else if (
      q.EndDate.getTime() - q.StartDate.getTime() >
      CHALLENGE_LIMITS.calendarMaxDays * 86_400_000
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndDate'],
        message: CHALLENGE_MESSAGES.calendarTooLong,
      });
    }
  });
