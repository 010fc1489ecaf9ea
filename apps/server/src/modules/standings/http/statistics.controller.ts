import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  type GoalkeeperRankingDto,
  leagueTeamStatisticQuerySchema,
  type LeagueTeamStatisticDto,
  type MvpRankingDto,
  rankingQuerySchema,
  type TeamGoalsRankingDto,
  teamsRankingQuerySchema,
  type UserGoalsRankingDto,
} from '@liga/contracts';
import { NotFoundError } from '../../../platform/http/app-errors';
import { parseInput } from '../../../platform/http/parse-input';
import { RankingsReadModel } from '../queries/rankings.read-model';
import { StandingsReadModel } from '../queries/standings.read-model';

const leagueNotFound = () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.');

/** `GET /api/league/get-league-team-statistic?LeagueId&SeasonId[&Sort]`: the league table. */
@Controller('league')
export class LeagueStatisticController {
  constructor(@Inject(StandingsReadModel) private readonly standings: StandingsReadModel) {}

  @Get('get-league-team-statistic')
  async table(@Query() query: unknown): Promise<LeagueTeamStatisticDto[]> {
    const q = parseInput(leagueTeamStatisticQuerySchema, query);
    const table = await this.standings.leagueTable(q.LeagueId, q.SeasonId ?? null, q.Sort);
    if (!table) throw leagueNotFound();
    return table;
  }
}

/** `GET /api/team/get-teams-ranking?LeagueId`: teams by goals scored. */
@Controller('team')
export class TeamsRankingController {
  constructor(@Inject(StandingsReadModel) private readonly standings: StandingsReadModel) {}

  @Get('get-teams-ranking')
  async ranking(@Query() query: unknown): Promise<TeamGoalsRankingDto[]> {
    const q = parseInput(teamsRankingQuerySchema, query);
    const ranking = await this.standings.leagueTeamsRanking(q.LeagueId, q.pageSize, q.page);
    if (!ranking) throw leagueNotFound();
    return ranking;
  }
}

/** `GET /api/user/get-user-goals|get-mvps|get-goalkeeper-rates?LeagueId&pageSize&page`. */
@Controller('user')
export class PlayerRankingsController {
  constructor(@Inject(RankingsReadModel) private readonly rankings: RankingsReadModel) {}

  @Get('get-user-goals')
  goals(@Query() query: unknown): Promise<UserGoalsRankingDto[]> {
    return this.ranking('goals', query);
  }

  @Get('get-mvps')
  mvps(@Query() query: unknown): Promise<MvpRankingDto[]> {
    return this.ranking('mvps', query);
  }

  @Get('get-goalkeeper-rates')
  keepers(@Query() query: unknown): Promise<GoalkeeperRankingDto[]> {
    return this.ranking('keepers', query);
  }

  private async ranking<K extends 'goals' | 'mvps' | 'keepers'>(kind: K, query: unknown) {
    const q = parseInput(rankingQuerySchema, query);
    const rows = await this.rankings.leagueRanking(kind, q.LeagueId, q.pageSize, q.page);
    if (!rows) throw leagueNotFound();
    return rows;
  }
}
