import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { decideOnReport, ReportDecisionCommand, type ReportDecisionDto } from './decide-on-report';

export class VerifyReportCommand extends ReportDecisionCommand {
  readonly decision = 'VerifyReport';
}

/** `POST /api/match-report/admin-accept`: an admin verifies a report: the match is finished. */
@CommandHandler(VerifyReportCommand)
export class VerifyReportHandler implements ICommandHandler<VerifyReportCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: VerifyReportCommand): Promise<ReportDecisionDto> {
    return decideOnReport(this.unitOfWork, command);
  }
}
