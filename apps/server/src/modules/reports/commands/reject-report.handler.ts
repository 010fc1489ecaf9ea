import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { decideOnReport, ReportDecisionCommand, type ReportDecisionDto } from './decide-on-report';

export class RejectReportCommand extends ReportDecisionCommand {
  readonly decision = 'RejectReport';
}

/** `POST /api/match-report/cancel`: a captain rejects the report (or its submitter withdraws it). */
@CommandHandler(RejectReportCommand)
export class RejectReportHandler implements ICommandHandler<RejectReportCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: RejectReportCommand): Promise<ReportDecisionDto> {
    return decideOnReport(this.unitOfWork, command);
  }
}
