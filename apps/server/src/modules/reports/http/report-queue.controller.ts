import { Controller, Get, Inject } from '@nestjs/common';
import { type ReportQueueDto, reportQueueDtoSchema, reportQueueQuerySchema } from '@liga/contracts';
import { Roles } from '../../../platform/http/decorators';
import { type Parsed, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { reportErrors } from '../domain/report.errors';
import { ReportQueueReadModel } from '../queries/report-queue.read-model';
import { ReportsReadModel } from '../queries/reports.read-model';

/** The admin's report queue (issue 16): what needs the admin first, counts per status, paged. */
@Controller('match-report')
@Roles('Admin')
export class ReportQueueController {
  constructor(
    @Inject(ReportQueueReadModel) private readonly queue: ReportQueueReadModel,
    @Inject(ReportsReadModel) private readonly reports: ReportsReadModel,
  ) {}

  @ApiDoc({
    summary:
      'The admin report queue: one status tab (to verify and waiting: oldest first), filtered by league, team and match dates, paged from 0, with the count of every tab.',
    answer: reportQueueDtoSchema,
  })
  @Get('get-report-queue')
  async list(
    @ParsedQuery(reportQueueQuerySchema) q: Parsed<typeof reportQueueQuerySchema>,
  ): Promise<ReportQueueDto> {
    if (q.LeagueId && !(await this.reports.leagueExists(q.LeagueId))) {
      throw reportErrors.leagueNotFound();
    }
    return this.queue.queue(q);
  }
}
