import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { decideOnReport, ReportDecisionCommand, type ReportDecisionDto } from './decide-on-report';

export class DeleteReportCommand extends ReportDecisionCommand {
  readonly decision = 'DeleteReport';
}

/** `DELETE /api/match-report/{id}`: an admin deletes a report (a verified one removes its match). */
@CommandHandler(DeleteReportCommand)
export class DeleteReportHandler implements ICommandHandler<DeleteReportCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: DeleteReportCommand): Promise<ReportDecisionDto> {
    return decideOnReport(this.unitOfWork, command);
  }
}
