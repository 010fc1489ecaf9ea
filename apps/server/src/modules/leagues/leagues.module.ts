import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { StandingsModule } from '../standings/standings.module';
import { leagueErrorResponses } from './http/league.error-responses';
import { seasonPlanErrorResponses } from './http/season-plan.error-responses';
import { ConfirmSeasonPlanHandler } from './commands/confirm-season-plan.handler';
import { PlanCommands } from './commands/decide-plan';
import {
  AddPlannedLeagueHandler,
  ClosePlannedLeagueHandler,
  RenamePlannedLeagueHandler,
  SetPromotionNumbersHandler,
} from './commands/edit-season-structure.handlers';
import { EnsureCurrentSeason } from './commands/ensure-current-season';
import { MoveTeamInPlanHandler } from './commands/move-team-in-plan.handler';
import { OpenLeagueHandler } from './commands/open-league.handler';
import { OpenSeasonHandler } from './commands/open-season.handler';
import { SeasonTurn } from './commands/season-turn';
import { SeasonTurnScheduler } from './commands/season-turn.scheduler';
import { StartSeasonHandler } from './commands/start-season.handler';
import { LeaguesController } from './http/leagues.controller';
import { AdminLeaguesController } from './http/admin-leagues.controller';
import { SetLeagueTieBreaksHandler } from './commands/set-league-tie-breaks.handler';
import { AdjustPointsHandler } from './commands/adjust-points.handler';
import { LeagueRulesReadModel } from './queries/league-rules.read-model';
import { SeasonController } from './http/season.controller';
import { SeasonPlanController } from './http/season-plan.controller';
import { LeaguesReadModel } from './queries/leagues.read-model';
import { PromotionRulesReadModel } from './queries/promotion-rules.read-model';
import { SeasonPlanReadModel } from './queries/season-plan.read-model';

@Module({
  imports: [StandingsModule],
  controllers: [LeaguesController, SeasonController, AdminLeaguesController, SeasonPlanController],
  providers: [
    OpenSeasonHandler,
    OpenLeagueHandler,
    StartSeasonHandler,
    EnsureCurrentSeason,
    SeasonTurn,
    SeasonTurnScheduler,
    LeaguesReadModel,
    LeagueRulesReadModel,
    SetLeagueTieBreaksHandler,
    AdjustPointsHandler,
    PlanCommands,
    AddPlannedLeagueHandler,
    RenamePlannedLeagueHandler,
    ClosePlannedLeagueHandler,
    SetPromotionNumbersHandler,
    MoveTeamInPlanHandler,
    ConfirmSeasonPlanHandler,
    SeasonPlanReadModel,
    PromotionRulesReadModel,
  ],
  exports: [
    EnsureCurrentSeason,
    SeasonTurn,
    SeasonTurnScheduler,
    LeaguesReadModel,
    LeagueRulesReadModel,
    SeasonPlanReadModel,
    PromotionRulesReadModel,
  ],
})
export class LeaguesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(leagueErrorResponses);
    errors.register(seasonPlanErrorResponses);
  }
}
