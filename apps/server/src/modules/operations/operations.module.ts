import { Module } from '@nestjs/common';
import { OperationsController } from './operations.controller';
import { QueueDashboardController } from './queue-dashboard.controller';

@Module({ controllers: [OperationsController, QueueDashboardController] })
export class OperationsModule {}
