import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { TokenService } from '../../../platform/auth/token-service';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { Logger } from '../../../platform/logging/logger';
import { Mailer } from '../../../platform/mail/mailer';
import { REDIS } from '../../../platform/platform.module';
import { ProjectionDaemon } from '../../../platform/projections/projection-daemon';
import { NotificationDelivery } from './notification-delivery';

/**
 * The API's delivery: there only when this process projects (embedded mode, tests); in Redis
 * mode the workers deliver (worker.ts) and the API nodes hold none. Started by the last
 * start-up task, stopped with the app.
 */
@Injectable()
export class NotificationDeliveryHost implements OnModuleDestroy {
  readonly delivery: NotificationDelivery | null;

  constructor(
    @Inject(DataSource) db: DataSource,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Logger) logger: Logger,
    @Inject(Mailer) mailer: Mailer,
    @Inject(TokenService) tokens: TokenService,
    @Inject(UnitOfWork) unitOfWork: UnitOfWork,
    @Inject(REDIS) redis: Redis | null,
    @Inject(ProjectionDaemon) daemon: ProjectionDaemon | null,
  ) {
    this.delivery = daemon
      ? new NotificationDelivery({
          db,
          clock,
          config,
          logger,
          mailer,
          tokens,
          unitOfWork,
          redis,
          daemon,
        })
      : null;
  }

  async start(): Promise<void> {
    await this.delivery?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery?.stop();
  }
}
