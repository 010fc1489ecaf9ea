import { Controller, Get, Inject } from '@nestjs/common';
import {
  type GoalkeeperRankingDto,
  leagueTeamStatisticQuerySchema,
  type LeagueTeamStatisticDto,
  type LeagueTeamStatisticQuery,
  type MvpRankingDto,
  type RankingQuery,
  rankingQuerySchema,
  type TeamGoalsRankingDto,
  teamsRankingQuerySchema,
  type UserGoalsRankingDto,
} from '@liga/contracts';
import { ARCHIVE_MESSAGES, polishDay, warsawDayOf } from '@liga/contracts';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { RankingsReadModel } from '../queries/rankings.read-model';
import { StandingsReadModel } from '../queries/standings.read-model';
import { TableAsOfReadModel } from '../queries/table-as-of.read-model';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import {
  goalkeeperRankingDtoSchema,
  leagueTeamStatisticDtoSchema,
  mvpRankingDtoSchema,
  teamGoalsRankingDtoSchema,
  userGoalsRankingDtoSchema,
} from '@liga/contracts';
import { z } from 'zod';
import { HotRead } from '../../../platform/http/hot-reads';

const leagueNotFound = () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.');

/**
 * `GET /api/league/get-league-team-statistic?LeagueId&SeasonId[&Sort][&AsOf]`: the league table,
 * live or (`AsOf=YYYY-MM-DD`) as it stood at the end of that day in Warsaw.
 */
@Controller('league')
export class LeagueStatisticController {
  constructor(
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(TableAsOfReadModel) private readonly asOf: TableAsOfReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiDoc({
    summary: 'The league table; with AsOf=YYYY-MM-DD the table at the end of that day (Warsaw).',
    answer: z.array(leagueTeamStatisticDtoSchema),
  })
  @HotRead({ perCaller: false })
  @Get('get-league-team-statistic')
  async table(
    @ParsedQuery(leagueTeamStatisticQuerySchema) q: LeagueTeamStatisticQuery,
  ): Promise<LeagueTeamStatisticDto[]> {
    if (q.SeasonId && !(await this.standings.seasonExists(q.SeasonId))) {
      throw new NotFoundError('season.not_found', 'Nie znaleziono sezonu.');
    }
    if (q.AsOf) return this.tableOnDay(q.LeagueId, q.AsOf, q);
    const table = await this.standings.leagueTable(q.LeagueId, q.SeasonId ?? null, q.Sort);
    if (!table) throw leagueNotFound();
    return table;
  }

  /** The table on a day: a day of the league's season, today at the latest. */
  private async tableOnDay(leagueId: string, day: string, q: LeagueTeamStatisticQuery) {
    const league = await this.asOf.leagueSeason(leagueId);
    if (!league || (q.SeasonId && q.SeasonId !== league.seasonId)) throw leagueNotFound();
    if (day > warsawDayOf(this.clock.now())) {
      throw ValidationError.of('validation.AsOf', ARCHIVE_MESSAGES.asOfInFuture);
    }
    if (day < league.firstDay || day > league.lastDay) {
      throw ValidationError.of(
        'validation.AsOf',
        ARCHIVE_MESSAGES.asOfOutsideSeason(polishDay(league.firstDay), polishDay(league.lastDay)),
      );
    }
    return this.asOf.table(leagueId, day, q.Sort);
  }
}

/** `GET /api/team/get-teams-ranking?LeagueId`: teams by goals scored. */
@Controller('team')
export class TeamsRankingController {
  constructor(@Inject(StandingsReadModel) private readonly standings: StandingsReadModel) {}

  @ApiDoc({ answer: z.array(teamGoalsRankingDtoSchema) })
  @HotRead({ perCaller: false })
  @Get('get-teams-ranking')
  async ranking(
    @ParsedQuery(teamsRankingQuerySchema) q: Parsed<typeof teamsRankingQuerySchema>,
  ): Promise<TeamGoalsRankingDto[]> {
    const ranking = await this.standings.leagueTeamsRanking(q.LeagueId, q.pageSize, q.page);
    if (!ranking) throw leagueNotFound();
    return ranking;
  }
}

/** `GET /api/user/get-user-goals|get-mvps|get-goalkeeper-rates?LeagueId&pageSize&page`. */
@Controller('user')
export class PlayerRankingsController {
  constructor(@Inject(RankingsReadModel) private readonly rankings: RankingsReadModel) {}

  @ApiDoc({ answer: z.array(userGoalsRankingDtoSchema) })
  @HotRead({ perCaller: false })
  @Get('get-user-goals')
  goals(@ParsedQuery(rankingQuerySchema) q: RankingQuery): Promise<UserGoalsRankingDto[]> {
    return this.ranking('goals', q);
  }

  @ApiDoc({ answer: z.array(mvpRankingDtoSchema) })
  @HotRead({ perCaller: false })
  @Get('get-mvps')
  mvps(@ParsedQuery(rankingQuerySchema) q: RankingQuery): Promise<MvpRankingDto[]> {
    return this.ranking('mvps', q);
  }

  @ApiDoc({ answer: z.array(goalkeeperRankingDtoSchema) })
  @HotRead({ perCaller: false })
  @Get('get-goalkeeper-rates')
  keepers(@ParsedQuery(rankingQuerySchema) q: RankingQuery): Promise<GoalkeeperRankingDto[]> {
    return this.ranking('keepers', q);
  }

  private async ranking<K extends 'goals' | 'mvps' | 'keepers'>(kind: K, q: RankingQuery) {
    const rows = await this.rankings.leagueRanking(kind, q.LeagueId, q.pageSize, q.page);
    if (!rows) throw leagueNotFound();
    return rows;
  }
}
