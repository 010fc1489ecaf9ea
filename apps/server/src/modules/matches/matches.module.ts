import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { matchErrorResponses } from './http/match.error-responses';
import { matchCancellationErrorResponses } from './http/match-cancellation.error-responses';
import { rescheduleErrorResponses } from './http/reschedule.error-responses';
import { PitchesModule } from '../pitches/pitches.module';
import { AcceptChallengeHandler } from './commands/accept-challenge.handler';
import { AnswerRescheduleHandler } from './commands/answer-reschedule.handler';
import { ProposeRescheduleHandler } from './commands/propose-reschedule.handler';
import { WithdrawTeamHandler } from './commands/withdraw-team.handler';
import { CancelChallengeHandler } from './commands/cancel-challenge.handler';
import { CancelMatchByAdminHandler } from './commands/cancel-match-by-admin.handler';
import { IssueChallengeHandler } from './commands/issue-challenge.handler';
import { RejectChallengeHandler } from './commands/reject-challenge.handler';
import { AdminMatchesController } from './http/admin-matches.controller';
import { AdminWithdrawalController } from './http/admin-withdrawal.controller';
import { CalendarController } from './http/calendar.controller';
import { MatchesController } from './http/matches.controller';
import { RescheduleController } from './http/reschedule.controller';
import { MatchesReadModel } from './queries/matches.read-model';

/**
 * Matches: challenges (stream `match-{id}`), rescheduling between captains, pitch bookings,
 * challenge lists and the calendar.
 */
@Module({
  imports: [PitchesModule],
  controllers: [
    MatchesController,
    CalendarController,
    AdminMatchesController,
    RescheduleController,
    AdminWithdrawalController,
  ],
  providers: [
    IssueChallengeHandler,
    AcceptChallengeHandler,
    RejectChallengeHandler,
    CancelChallengeHandler,
    CancelMatchByAdminHandler,
    ProposeRescheduleHandler,
    AnswerRescheduleHandler,
    WithdrawTeamHandler,
    MatchesReadModel,
  ],
  exports: [MatchesReadModel],
})
export class MatchesModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(matchErrorResponses);
    errors.register(matchCancellationErrorResponses);
    errors.register(rescheduleErrorResponses);
  }
}
