import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { leagueErrorResponses } from './http/league.error-responses';
import { EnsureCurrentSeason } from './commands/ensure-current-season';
import { OpenLeagueHandler } from './commands/open-league.handler';
import { OpenSeasonHandler } from './commands/open-season.handler';
import { LeaguesController } from './http/leagues.controller';
import { SeasonController } from './http/season.controller';
import { LeaguesReadModel } from './queries/leagues.read-model';

@Module({
  controllers: [LeaguesController, SeasonController],
  providers: [OpenSeasonHandler, OpenLeagueHandler, EnsureCurrentSeason, LeaguesReadModel],
  exports: [EnsureCurrentSeason, LeaguesReadModel],
})
export class LeaguesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(leagueErrorResponses);
  }
}
