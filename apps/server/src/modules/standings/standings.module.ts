import { Module } from '@nestjs/common';
import {
  LeagueStatisticController,
  PlayerRankingsController,
  TeamsRankingController,
} from './http/statistics.controller';
import { RankingsReadModel } from './queries/rankings.read-model';
import { StandingsReadModel } from './queries/standings.read-model';

/**
 * The live league table (with form), player rankings and the team goals ranking, from
 * verified match results (projection `standings`); also fills `rm_user_statistics`.
 */
@Module({
  controllers: [LeagueStatisticController, TeamsRankingController, PlayerRankingsController],
  providers: [StandingsReadModel, RankingsReadModel],
  exports: [StandingsReadModel],
})
export class StandingsModule {}
