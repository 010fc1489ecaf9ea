import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { instantFromInput } from '../common/time';
import { CHALLENGE_LIMITS } from '../matches/match-status';
import { isWalkover, KEEPER_RATE, MVP_STEPS, REPORT_LIMITS } from './report-rules';
import { reportScore } from './report-score';
import { REPORT_MESSAGES } from './reports.texts';
import { typeError } from '../common/zod-errors';
import { penaltyField } from '../cup/cup.schemas';
import { CUP_MESSAGES } from '../cup/cup.texts';

const optionalNumber = (message: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number(typeError(undefined, message)).optional(),
    )
    .optional();

const attendanceSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  attendance: z.literal(1, { error: REPORT_MESSAGES.attendanceInvalid }).default(1),
});
const goalSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid).nullable().default(null),
  isSuicide: z.boolean(typeError(undefined, REPORT_MESSAGES.attendanceInvalid)).default(false),
});
const mvpRateSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  rate: z
    .number({ error: REPORT_MESSAGES.mvpInvalid })
    .refine((n) => (MVP_STEPS as readonly number[]).includes(n), REPORT_MESSAGES.mvpInvalid),
});
const keeperRateSchema = z.object({
  userId: uuid(REPORT_MESSAGES.userIdInvalid),
  rate: z
    .number({ error: REPORT_MESSAGES.keeperRateInvalid })
    .int(REPORT_MESSAGES.keeperRateInvalid)
    .min(KEEPER_RATE.min, REPORT_MESSAGES.keeperRateInvalid)
    .max(KEEPER_RATE.max, REPORT_MESSAGES.keeperRateInvalid),
});
/** A list that may be left out or null (read as empty). */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const payloadObject = z.object({
  /** False for a captain's report; true for the admin's manual entry (a new, verified match). */
  adminInsert: z.boolean().default(false),
  /** The match reported (captains); absent for an admin insert. */
  matchId: uuid(REPORT_MESSAGES.matchIdInvalid).optional().nullable(),
  /** Captain: the captain's own team (the 'home' team). */
  teamAId: uuid(REPORT_MESSAGES.teamIdInvalid),
  teamBId: uuid(REPORT_MESSAGES.teamIdInvalid),
  walkoverType: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: REPORT_MESSAGES.walkoverTypeInvalid,
    }),
  ),
  attendancesTeamA: list(attendanceSchema),
  attendancesTeamB: list(attendanceSchema),
  goalsTeamA: list(goalSchema),
  goalsTeamB: list(goalSchema),
  userRatesTeamA: list(mvpRateSchema),
  userRatesTeamB: list(mvpRateSchema),
  goalKeeperRatesTeamA: list(keeperRateSchema),
  goalKeeperRatesTeamB: list(keeperRateSchema),
  /** Admin insert only. */
  pitchId: uuid(REPORT_MESSAGES.pitchRequired).optional().nullable(),
  matchLength: optionalNumber(REPORT_MESSAGES.lengthRange),
  date: z.unknown().optional(),
  /** Optional check: when sent, must equal the score computed from the goals. */
  teamAGoals: optionalNumber(REPORT_MESSAGES.scoreMismatch),
  teamBGoals: optionalNumber(REPORT_MESSAGES.scoreMismatch),
  /** A cup match that ended level: the penalty shoot-out (both or neither). */
  penaltiesTeamA: penaltyField().optional(),
  penaltiesTeamB: penaltyField().optional(),
});
type PayloadObject = z.infer<typeof payloadObject>;

/**
 * `POST /api/match-report/entity-insert`. Walkovers carry no attendances, goals or ratings (they
 * are dropped). Rules checked here: goals and ratings only for players marked present, each
 * player once per list and in one team only, captains name every scorer (own goals entered as a
 * team count have none), the admin's manual entry has pitch, length and date. Membership of the
 * teams, the match and the caller are checked by the server.
 */
export const matchReportPayloadSchema = payloadObject
  .transform((p) => (isWalkover(p.walkoverType) ? withoutDetails(p) : p))
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.teamAId === p.teamBId) issue('teamBId', REPORT_MESSAGES.sameTeams);
    if (((p.penaltiesTeamA ?? null) === null) !== ((p.penaltiesTeamB ?? null) === null)) {
      issue('penaltiesTeamB', CUP_MESSAGES.penaltiesBoth);
    }
    if (!p.adminInsert && !p.matchId) issue('matchId', REPORT_MESSAGES.matchIdInvalid);
    if (p.adminInsert) checkAdminFields(p, issue);
    checkTeam(p, 'A', issue);
    checkTeam(p, 'B', issue);
    const present = new Set(p.attendancesTeamA.map((a) => a.userId));
    if (p.attendancesTeamB.some((a) => present.has(a.userId))) {
      issue('attendancesTeamB', REPORT_MESSAGES.playerInBothTeams);
    }
    const score = reportScore(p);
    if (
      (p.teamAGoals !== undefined && p.teamAGoals !== score.teamA) ||
      (p.teamBGoals !== undefined && p.teamBGoals !== score.teamB)
    ) {
      issue('teamAGoals', REPORT_MESSAGES.scoreMismatch);
    }
  })
  .transform((p) => ({ ...p, date: p.adminInsert ? adminDate(p.date) : null }));
export type MatchReportPayloadInput = z.input<typeof matchReportPayloadSchema>;
export type MatchReportPayload = z.infer<typeof matchReportPayloadSchema>;

function withoutDetails(p: PayloadObject): PayloadObject {
  return {
    ...p,
    attendancesTeamA: [],
    attendancesTeamB: [],
    goalsTeamA: [],
    goalsTeamB: [],
    userRatesTeamA: [],
    userRatesTeamB: [],
    goalKeeperRatesTeamA: [],
    goalKeeperRatesTeamB: [],
  };
}

const adminDate = (v: unknown): string | null => instantFromInput(v)?.toISOString() ?? null;

/** A manual match's length: whole minutes, more than 10 and less than 120. */
export function isMatchLength(length: number | undefined): boolean {
  return (
    length !== undefined &&
    Number.isInteger(length) &&
    length > CHALLENGE_LIMITS.lengthAbove &&
    length < CHALLENGE_LIMITS.lengthBelow
  );
}

/** A manual match's date: a readable instant (a zone-less one is Warsaw time), not the 1970 unset one. */
export function isManualMatchDate(value: unknown): boolean {
  const date = value === undefined || value === null || value === '' ? null : adminDate(value);
  return date !== null && new Date(date).getUTCFullYear() > 1970;
}

function checkAdminFields(p: PayloadObject, issue: (path: string, message: string) => void) {
  if (!p.pitchId) issue('pitchId', REPORT_MESSAGES.pitchRequired);
  if (!isMatchLength(p.matchLength)) issue('matchLength', REPORT_MESSAGES.lengthRange);
  if (!isManualMatchDate(p.date)) issue('date', REPORT_MESSAGES.dateRequired);
}

function checkTeam(
  p: PayloadObject,
  side: 'A' | 'B',
  issue: (path: string, message: string) => void,
) {
  const attendances = p[`attendancesTeam${side}`];
  const goals = p[`goalsTeam${side}`];
  const mvp = p[`userRatesTeam${side}`];
  const keepers = p[`goalKeeperRatesTeam${side}`];
  const present = new Set(attendances.map((a) => a.userId));
  if (present.size !== attendances.length)
    issue(`attendancesTeam${side}`, REPORT_MESSAGES.duplicatePlayer);
  if (attendances.length > REPORT_LIMITS.maxPlayersPerTeam) {
    issue(`attendancesTeam${side}`, REPORT_MESSAGES.tooManyPlayers);
  }
  if (goals.length > REPORT_LIMITS.maxGoalsPerTeam)
    issue(`goalsTeam${side}`, REPORT_MESSAGES.tooManyGoals);
  for (const goal of goals) {
    if (goal.userId === null) {
      if (!goal.isSuicide && !p.adminInsert)
        issue(`goalsTeam${side}`, REPORT_MESSAGES.scorerRequired);
    } else if (!present.has(goal.userId)) {
      issue(`goalsTeam${side}`, REPORT_MESSAGES.scorerAbsent);
    }
  }
  for (const [field, rates] of [
    [`userRatesTeam${side}`, mvp],
    [`goalKeeperRatesTeam${side}`, keepers],
  ] as const) {
    if (rates.some((r) => !present.has(r.userId))) issue(field, REPORT_MESSAGES.ratedAbsent);
    if (new Set(rates.map((r) => r.userId)).size !== rates.length) {
      issue(field, REPORT_MESSAGES.duplicatePlayer);
    }
  }
}
