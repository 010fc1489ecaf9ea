import { z } from 'zod';
import type {
  ChampionDto,
  HallOfFameSeasonDto,
  MatchRecordDto,
  PlayerMatchRecordDto,
  PlayerRecordDto,
  PlayerSeasonDto,
  PositionByRoundDto,
  RecordsDto,
  RecordTeamDto,
  RunRecordDto,
  SeasonRoundDto,
  SeasonSquadPlayerDto,
  TeamPositionsDto,
  TeamSeasonDto,
} from './archive.dto';

/** zod schemas of the answers (the DTO types beside them), for /api/docs; each checked against its type. */

const honourSchema = z.union([
  z.literal('champion'),
  z.literal('promoted'),
  z.literal('relegated'),
]);

export const teamSeasonDtoSchema = z
  .object({
    seasonId: z.string(),
    seasonName: z.string(),
    isCurrent: z.boolean(),
    leagueId: z.string(),
    leagueName: z.string(),
    position: z.number().int().nullable(),
    teamsCount: z.number().int(),
    points: z.number().int(),
    matchesPlayed: z.number().int(),
    wins: z.number().int(),
    draws: z.number().int(),
    losses: z.number().int(),
    goalsScored: z.number().int(),
    goalsConceded: z.number().int(),
    honours: z.array(honourSchema),
  })
  .meta({ id: 'TeamSeasonDto' }) satisfies z.ZodType<TeamSeasonDto>;

export const playerSeasonDtoSchema = z
  .object({
    seasonId: z.string(),
    seasonName: z.string(),
    isCurrent: z.boolean(),
    teamId: z.string(),
    teamName: z.string(),
    leagueId: z.string().nullable(),
    leagueName: z.string().nullable(),
    matches: z.number().int(),
    wins: z.number().int(),
    goals: z.number().int(),
    mvpPoints: z.number().int(),
    keeperMatches: z.number().int(),
    keeperRate: z.number().nullable(),
  })
  .meta({ id: 'PlayerSeasonDto' }) satisfies z.ZodType<PlayerSeasonDto>;

export const seasonSquadPlayerDtoSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    matches: z.number().int(),
    goals: z.number().int(),
    mvpPoints: z.number().int(),
    keeperMatches: z.number().int(),
    keeperRate: z.number().nullable(),
  })
  .meta({ id: 'SeasonSquadPlayerDto' }) satisfies z.ZodType<SeasonSquadPlayerDto>;

const seasonRoundDtoSchema = z
  .object({ round: z.number().int(), startDay: z.string(), endDay: z.string() })
  .meta({ id: 'SeasonRoundDto' }) satisfies z.ZodType<SeasonRoundDto>;

const teamPositionsDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    positions: z.array(z.number().int()),
  })
  .meta({ id: 'TeamPositionsDto' }) satisfies z.ZodType<TeamPositionsDto>;

export const positionByRoundDtoSchema = z
  .object({
    leagueId: z.string(),
    leagueName: z.string(),
    seasonId: z.string(),
    teamsCount: z.number().int(),
    rounds: z.array(seasonRoundDtoSchema),
    teams: z.array(teamPositionsDtoSchema),
  })
  .meta({ id: 'PositionByRoundDto' }) satisfies z.ZodType<PositionByRoundDto>;

const recordTeamDtoSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'RecordTeamDto' }) satisfies z.ZodType<RecordTeamDto>;

const playerRecordDtoSchema = z
  .object({
    position: z.number().int(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    team: recordTeamDtoSchema.nullable(),
    value: z.number(),
    matches: z.number().int(),
  })
  .meta({ id: 'PlayerRecordDto' }) satisfies z.ZodType<PlayerRecordDto>;

const matchRecordDtoSchema = z
  .object({
    position: z.number().int(),
    matchId: z.string(),
    seasonId: z.string(),
    seasonName: z.string(),
    leagueId: z.string().nullable(),
    leagueName: z.string().nullable(),
    playedAt: z.string(),
    teamA: recordTeamDtoSchema,
    teamB: recordTeamDtoSchema,
    goalsA: z.number().int(),
    goalsB: z.number().int(),
  })
  .meta({ id: 'MatchRecordDto' }) satisfies z.ZodType<MatchRecordDto>;

const playerMatchRecordDtoSchema = z
  .object({
    position: z.number().int(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    team: recordTeamDtoSchema,
    opponent: recordTeamDtoSchema,
    goals: z.number().int(),
    matchId: z.string(),
    playedAt: z.string(),
    seasonName: z.string(),
  })
  .meta({ id: 'PlayerMatchRecordDto' }) satisfies z.ZodType<PlayerMatchRecordDto>;

const runRecordDtoSchema = z
  .object({
    position: z.number().int(),
    team: recordTeamDtoSchema,
    length: z.number().int(),
    from: z.string(),
    to: z.string(),
    ongoing: z.boolean(),
  })
  .meta({ id: 'RunRecordDto' }) satisfies z.ZodType<RunRecordDto>;

export const recordsDtoSchema = z
  .object({
    topScorers: z.array(playerRecordDtoSchema),
    mostMvpPoints: z.array(playerRecordDtoSchema),
    mostAppearances: z.array(playerRecordDtoSchema),
    bestKeepers: z.object({
      minMatches: z.number().int(),
      rows: z.array(playerRecordDtoSchema),
    }),
    biggestWins: z.array(matchRecordDtoSchema),
    highestScoringMatches: z.array(matchRecordDtoSchema),
    mostGoalsInMatch: z.array(playerMatchRecordDtoSchema),
    longestWinningRuns: z.array(runRecordDtoSchema),
    longestUnbeatenRuns: z.array(runRecordDtoSchema),
  })
  .meta({ id: 'RecordsDto' }) satisfies z.ZodType<RecordsDto>;

const championDtoSchema = z
  .object({
    leagueId: z.string(),
    leagueName: z.string(),
    team: recordTeamDtoSchema,
    points: z.number().int(),
    wins: z.number().int(),
    draws: z.number().int(),
    losses: z.number().int(),
    goalsScored: z.number().int(),
    goalsConceded: z.number().int(),
  })
  .meta({ id: 'ChampionDto' }) satisfies z.ZodType<ChampionDto>;

export const hallOfFameSeasonDtoSchema = z
  .object({
    seasonId: z.string(),
    seasonName: z.string(),
    startDate: z.string(),
    champions: z.array(championDtoSchema),
  })
  .meta({ id: 'HallOfFameSeasonDto' }) satisfies z.ZodType<HallOfFameSeasonDto>;
