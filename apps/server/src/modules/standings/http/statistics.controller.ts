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
    if (!(await this.standings.leagueExists(q.LeagueId))) throw leagueNotFound();
    return this.standings.table(q.LeagueId, q.SeasonId ?? null, q.Sort);
  }
}

/** `GET /api/team/get-teams-ranking?LeagueId`: teams by goals scored. */
@Controller('team')
export class TeamsRankingController {
  constructor(@Inject(StandingsReadModel) private readonly standings: StandingsReadModel) {}

  @Get('get-teams-ranking')
  async ranking(@Query() query: unknown): Promise<TeamGoalsRankingDto[]> {
    const q = parseInput(teamsRankingQuerySchema, query);
    if (!(await this.standings.leagueExists(q.LeagueId))) throw leagueNotFound();
    return this.standings.teamsRanking(q.LeagueId, q.pageSize, q.page);
  }
}

/** `GET /api/user/get-user-goals|get-mvps|get-goalkeeper-rates?LeagueId&pageSize&page`. */
@Controller('user')
export class PlayerRankingsController {
  constructor(
    @Inject(RankingsReadModel) private readonly rankings: RankingsReadModel,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
  ) {}

  @Get('get-user-goals')
  async goals(@Query() query: unknown): Promise<UserGoalsRankingDto[]> {
    const q = await this.query(query);
    return this.rankings.goals(q.LeagueId, q.pageSize, q.page);
  }

  @Get('get-mvps')
  async mvps(@Query() query: unknown): Promise<MvpRankingDto[]> {
    const q = await this.query(query);
    return this.rankings.mvps(q.LeagueId, q.pageSize, q.page);
  }

  @Get('get-goalkeeper-rates')
  async keepers(@Query() query: unknown): Promise<GoalkeeperRankingDto[]> {
    const q = await this.query(query);
    return this.rankings.keepers(q.LeagueId, q.pageSize, q.page);
  }

  private async query(query: unknown) {
    const q = parseInput(rankingQuerySchema, query);
    if (!(await this.standings.leagueExists(q.LeagueId))) throw leagueNotFound();
    return q;
  }
}
