import { Module } from '@nestjs/common';
import {
  LeagueStatisticController,
  PlayerRankingsController,
  TeamsRankingController,
} from './http/statistics.controller';
import { RankingsReadModel } from './queries/rankings.read-model';
import { StandingsReadModel } from './queries/standings.read-model';
import { TableAsOfReadModel } from './queries/table-as-of.read-model';

/**
 * The live league table (with form), player rankings and the team goals ranking, from
 * verified match results (projection `standings`); also fills `rm_user_statistics`.
 */
import { SeasonSummaryController } from './http/season-summary.controller';
import { SeasonSummaryReadModel } from './queries/season-summary.read-model';
@Module({
  controllers: [
    LeagueStatisticController,
    TeamsRankingController,
    PlayerRankingsController,
    SeasonSummaryController,
  ],
  providers: [StandingsReadModel, RankingsReadModel, SeasonSummaryReadModel, TableAsOfReadModel],
  exports: [StandingsReadModel],
})
export class StandingsModule {}
