import { z } from 'zod';
import { dateBoundField } from '../common/schema-fields';
import { queryUuid } from '../common/query-fields';
import { uuidField } from '../common/schema-fields';
import { AVAILABILITY_ANSWERS, MATCH_CENTRE_RULES } from './match-centre.rules';
import { MATCH_CENTRE_MESSAGES as M } from './match-centre.texts';

/** `POST /api/match/availability {matchId, answer}`. */
export const availabilitySchema = z.object({
  matchId: uuidField(M.matchIdInvalid),
  answer: z.enum(AVAILABILITY_ANSWERS, { error: M.answerInvalid }),
});
export type AvailabilityRequest = z.infer<typeof availabilitySchema>;

/** `GET /api/match/get-match-by-id?MatchId=`. */
export const matchByIdQuerySchema = z.object({ MatchId: queryUuid(M.matchIdInvalid) });

/** `GET /api/match/get-next-match?TeamId=`. */
export const nextMatchQuerySchema = z.object({ TeamId: queryUuid(M.teamIdInvalid) });

const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), queryUuid(message).optional());

/** `GET /api/match/get-head-to-head?TeamAId=&TeamBId=` (all seasons). */
export const headToHeadQuerySchema = z
  .object({
    TeamAId: queryUuid(M.teamIdInvalid),
    TeamBId: queryUuid(M.teamIdInvalid),
  })
  .refine((q) => q.TeamAId !== q.TeamBId, { path: ['TeamBId'], message: M.sameTeams });

const maxDays = (teamId: string | undefined) =>
  teamId ? MATCH_CENTRE_RULES.teamFixturesMaxDays : MATCH_CENTRE_RULES.fixturesMaxDays;

/** `GET /api/match/get-fixtures?LeagueId=&TeamId=&StartDate=&EndDate=`: [StartDate, EndDate). */
export const fixturesQuerySchema = z
  .object({
    LeagueId: optionalUuid(M.leagueIdInvalid),
    TeamId: optionalUuid(M.teamIdInvalid),
    SeasonId: optionalUuid(M.seasonIdInvalid),
    StartDate: dateBoundField(M.startRequired),
    EndDate: dateBoundField(M.endRequired),
  })
  .superRefine((q, ctx) => {
    if (!(q.StartDate instanceof Date) || !(q.EndDate instanceof Date)) return;
    const span = q.EndDate.getTime() - q.StartDate.getTime();
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.rangeInvalid });
    else if (span > maxDays(q.TeamId) * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['EndDate'], message: M.rangeTooLong });
    }
  });
export type FixturesQuery = z.infer<typeof fixturesQuerySchema>;
