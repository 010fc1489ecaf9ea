import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { matchErrorResponses } from './http/match.error-responses';
import { PitchesModule } from '../pitches/pitches.module';
import { DecideChallengeHandler } from './commands/decide-challenge.handler';
import { IssueChallengeHandler } from './commands/issue-challenge.handler';
import { CalendarController } from './http/calendar.controller';
import { MatchesController } from './http/matches.controller';
import { MatchesReadModel } from './queries/matches.read-model';

/** Matches: challenges (stream `match-{id}`), pitch bookings, challenge lists and the calendar. */
@Module({
  imports: [PitchesModule],
  controllers: [MatchesController, CalendarController],
  providers: [IssueChallengeHandler, DecideChallengeHandler, MatchesReadModel],
  exports: [MatchesReadModel],
})
export class MatchesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(matchErrorResponses);
  }
}
