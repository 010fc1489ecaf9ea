import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { leagueErrorResponses } from './http/league.error-responses';
import { EnsureCurrentSeason } from './commands/ensure-current-season';
import { OpenLeagueHandler } from './commands/open-league.handler';
import { OpenSeasonHandler } from './commands/open-season.handler';
import { SeasonTurn } from './commands/season-turn';
import { SeasonTurnScheduler } from './commands/season-turn.scheduler';
import { StartSeasonHandler } from './commands/start-season.handler';
import { LeaguesController } from './http/leagues.controller';
import { AdminLeaguesController } from './http/admin-leagues.controller';
import { SetLeagueTieBreaksHandler } from './commands/set-league-tie-breaks.handler';
import { LeagueRulesReadModel } from './queries/league-rules.read-model';
import { SeasonController } from './http/season.controller';
import { LeaguesReadModel } from './queries/leagues.read-model';

@Module({
  controllers: [LeaguesController, SeasonController, AdminLeaguesController],
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
  ],
  exports: [
    EnsureCurrentSeason,
    SeasonTurn,
    SeasonTurnScheduler,
    LeaguesReadModel,
    LeagueRulesReadModel,
  ],
})
export class LeaguesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(leagueErrorResponses);
  }
}
