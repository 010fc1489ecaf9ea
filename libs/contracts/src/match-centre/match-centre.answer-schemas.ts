import { z } from 'zod';
import { matchStatusDtoSchema } from '../matches/matches.answer-schemas';
import { rescheduleStateDtoSchema } from '../matches/reschedule.answer-schemas';
import type {
  AvailabilityAnsweredDto,
  AvailabilityDto,
  AvailabilityTeamDto,
  FixtureDto,
  FixtureResultDto,
  HeadToHeadDto,
  MatchDetailDto,
  MatchResultDto,
  MatchSideDto,
  NextMatchDto,
  ResultSideDto,
} from './match-centre.dto';
import { AVAILABILITY_ANSWERS, TIMELINE_ACTIONS } from './match-centre.rules';

/** zod schemas of the match centre's answers, for /api/docs; each checked against its type. */

const answer = z.enum(AVAILABILITY_ANSWERS);
const position = z.object({ latitude: z.number(), longitude: z.number() });
const nullableId = z.string().nullable();

export const matchSideDtoSchema = z
  .object({ id: z.string(), name: z.string(), shortName: z.string(), imageUrl: z.string() })
  .meta({ id: 'MatchSideDto' }) satisfies z.ZodType<MatchSideDto>;

const fixtureResultShape = {
  reportId: z.string(),
  status: z.object({ id: z.number(), name: z.string() }),
  verified: z.boolean(),
  awaiting: z.enum(['opponent', 'admin']).nullable(),
  awaitingTeamId: nullableId,
  visible: z.boolean(),
  teamAGoals: z.number().nullable(),
  teamBGoals: z.number().nullable(),
  walkoverWinnerId: nullableId,
};
export const fixtureResultDtoSchema = z
  .object(fixtureResultShape)
  .meta({ id: 'FixtureResultDto' }) satisfies z.ZodType<FixtureResultDto>;

const fixtureShape = {
  id: z.string(),
  seasonId: z.string(),
  date: z.string(),
  length: z.number(),
  matchType: z.number(),
  status: matchStatusDtoSchema,
  league: z.object({ id: z.string(), name: z.string() }).nullable(),
  pitch: z.object({ id: z.string(), name: z.string(), position }),
  teamA: matchSideDtoSchema,
  teamB: matchSideDtoSchema,
};
export const fixtureDtoSchema = z
  .object({ ...fixtureShape, result: fixtureResultDtoSchema.nullable() })
  .meta({ id: 'FixtureDto' }) satisfies z.ZodType<FixtureDto>;

const player = { userId: nullableId, name: z.string() };
export const resultSideDtoSchema = z
  .object({
    teamId: z.string(),
    goals: z.number(),
    scorers: z.array(z.object({ ...player, goals: z.number() })),
    ownGoalsFor: z.number(),
    mvp: z.array(z.object({ ...player, points: z.number() })),
    keepers: z.array(z.object({ ...player, rate: z.number() })),
    players: z.array(z.object(player)),
  })
  .meta({ id: 'ResultSideDto' }) satisfies z.ZodType<ResultSideDto>;

export const matchResultDtoSchema = z
  .object({
    ...fixtureResultShape,
    sides: z.tuple([resultSideDtoSchema, resultSideDtoSchema]).nullable(),
    filedAt: z.string(),
    verifiedAt: z.string().nullable(),
  })
  .meta({ id: 'MatchResultDto' }) satisfies z.ZodType<MatchResultDto>;

const headToHeadMeetingDtoSchema = z.object({
  matchId: z.string(),
  seasonId: z.string(),
  date: z.string(),
  teamAGoals: z.number(),
  teamBGoals: z.number(),
  isWalkover: z.boolean(),
});

export const headToHeadDtoSchema = z
  .object({
    teamAId: z.string(),
    teamBId: z.string(),
    played: z.number(),
    teamAWins: z.number(),
    draws: z.number(),
    teamBWins: z.number(),
    teamAGoals: z.number(),
    teamBGoals: z.number(),
    last: z.array(headToHeadMeetingDtoSchema),
    meetings: z.array(headToHeadMeetingDtoSchema),
  })
  .meta({ id: 'HeadToHeadDto' }) satisfies z.ZodType<HeadToHeadDto>;

export const availabilityTeamDtoSchema = z
  .object({
    teamId: z.string(),
    yes: z.number(),
    no: z.number(),
    maybe: z.number(),
    unanswered: z.number().nullable(),
    warning: z.boolean(),
    players: z
      .array(z.object({ userId: z.string(), name: z.string(), answer: answer.nullable() }))
      .nullable(),
  })
  .meta({ id: 'AvailabilityTeamDto' }) satisfies z.ZodType<AvailabilityTeamDto>;

export const availabilityDtoSchema = z
  .object({
    open: z.boolean(),
    canAnswer: z.boolean(),
    myTeamId: nullableId,
    myAnswer: answer.nullable(),
    teams: z.tuple([availabilityTeamDtoSchema, availabilityTeamDtoSchema]),
  })
  .meta({ id: 'AvailabilityDto' }) satisfies z.ZodType<AvailabilityDto>;

export const matchDetailDtoSchema = z
  .object({
    ...fixtureShape,
    result: matchResultDtoSchema.nullable(),
    cancellation: z.object({ reason: z.string(), at: z.string() }).nullable(),
    timeline: z.array(
      z.object({ at: z.string(), action: z.enum(TIMELINE_ACTIONS), teamId: nullableId }),
    ),
    headToHead: headToHeadDtoSchema,
    availability: availabilityDtoSchema,
    reschedule: rescheduleStateDtoSchema,
  })
  .meta({ id: 'MatchDetailDto' }) satisfies z.ZodType<MatchDetailDto>;

export const nextMatchDtoSchema = z
  .object({
    ...fixtureShape,
    result: fixtureResultDtoSchema.nullable(),
    availability: availabilityDtoSchema,
  })
  .meta({ id: 'NextMatchDto' }) satisfies z.ZodType<NextMatchDto>;

export const availabilityAnsweredDtoSchema = z
  .object({ matchId: z.string(), answer })
  .meta({ id: 'AvailabilityAnsweredDto' }) satisfies z.ZodType<AvailabilityAnsweredDto>;
