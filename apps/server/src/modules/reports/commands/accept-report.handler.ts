import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { decideOnReport, ReportDecisionCommand, type ReportDecisionDto } from './decide-on-report';

export class AcceptReportCommand extends ReportDecisionCommand {
  readonly decision = 'AcceptReport';
}

/** `POST /api/match-report/accept`: the opposing captain accepts a report (it waits for an admin). */
@CommandHandler(AcceptReportCommand)
export class AcceptReportHandler implements ICommandHandler<AcceptReportCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: AcceptReportCommand): Promise<ReportDecisionDto> {
    return decideOnReport(this.unitOfWork, command);
  }
}
