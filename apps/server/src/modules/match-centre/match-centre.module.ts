import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { AnswerAvailabilityHandler } from './commands/answer-availability.handler';
import { HeadToHeadController } from './http/head-to-head.controller';
import { MatchCentreController } from './http/match-centre.controller';
import { matchCentreErrorResponses } from './http/match-centre.error-responses';
import { HeadToHeadReadModel } from './queries/head-to-head.read-model';
import { MatchCentreReadModel } from './queries/match-centre.read-model';

/**
 * The match centre: a page for every match (story, result, head-to-head), fixtures and the next
 * match, and who is coming (stream `availability-{matchId}`). Reads the match stream's
 * projections one way: match-centre → reports/matches → teams.
 */
@Module({
  controllers: [HeadToHeadController, MatchCentreController],
  providers: [AnswerAvailabilityHandler, HeadToHeadReadModel, MatchCentreReadModel],
})
export class MatchCentreModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(matchCentreErrorResponses);
  }
}
