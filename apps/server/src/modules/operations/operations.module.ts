import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { OperateProjectionHandler } from './commands/operate-projection.handler';
import { ProjectionRebuilds } from './commands/projection-rebuilds';
import { operationsErrorResponses } from './http/operations.error-responses';
import { OperationsController } from './http/operations.controller';
import { QueueDashboardController } from './http/queue-dashboard.controller';
import { EventLogReadModel } from './queries/event-log.read-model';
import { ProjectionStatusReader } from './queries/projection-status';

/** Operating Liga (issue 16 B): the projections console, poison events, the event log. */
@Module({
  controllers: [OperationsController, QueueDashboardController],
  providers: [
    OperateProjectionHandler,
    ProjectionRebuilds,
    ProjectionStatusReader,
    EventLogReadModel,
  ],
})
export class OperationsModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(operationsErrorResponses);
  }
}
