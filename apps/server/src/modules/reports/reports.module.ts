import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { reportErrorResponses } from './http/report.error-responses';
import { MatchesModule } from '../matches/matches.module';
import { StandingsModule } from '../standings/standings.module';
import { AcceptReportHandler } from './commands/accept-report.handler';
import { DeleteReportHandler } from './commands/delete-report.handler';
import { InsertResultHandler } from './commands/insert-result.handler';
import { RejectReportHandler } from './commands/reject-report.handler';
import { VerifyReportHandler } from './commands/verify-report.handler';
import { SubmitReportHandler } from './commands/submit-report.handler';
import { MatchReportController } from './http/match-report.controller';
import { AdminReportController } from './http/admin-report.controller';
import { CorrectResultHandler } from './commands/correct-result.handler';
import { ReportsReadModel } from './queries/reports.read-model';
import { ReportQueueController } from './http/report-queue.controller';
import { ReportQueueReadModel } from './queries/report-queue.read-model';

/**
 * Match reports: filed by a captain on the match stream, accepted or rejected by the opposing
 * captain, verified or deleted by an admin; admins also enter results by hand. The standings
 * module turns verified results into tables and rankings.
 */
@Module({
  imports: [MatchesModule, StandingsModule],
  controllers: [MatchReportController, AdminReportController, ReportQueueController],
  providers: [
    SubmitReportHandler,
    InsertResultHandler,
    AcceptReportHandler,
    RejectReportHandler,
    VerifyReportHandler,
    DeleteReportHandler,
    CorrectResultHandler,
    ReportsReadModel,
    ReportQueueReadModel,
  ],
  exports: [ReportsReadModel],
})
export class ReportsModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(reportErrorResponses);
  }
}
