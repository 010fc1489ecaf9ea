import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type { QueueDashboardInfoDto, QueueDashboardSessionDto } from '@liga/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Principal } from '../../../platform/auth/principal';
import { TokenService } from '../../../platform/auth/token-service';
import { ConflictError } from '../../../platform/http/app-errors';
import {
  Caller,
  ResponseHeaders,
  type ResponseHeaderSink,
  Roles,
} from '../../../platform/http/decorators';
import {
  QUEUE_DASHBOARD_PATH,
  QUEUE_DASHBOARD_TTL_SECONDS,
  queueDashboardCookie,
  QUEUES_NOT_AVAILABLE,
} from '../../../platform/queues/queue-dashboard-access';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { queueDashboardInfoDtoSchema, queueDashboardSessionDtoSchema } from '@liga/contracts';

/**
 * The way into the BullMQ dashboard: a page navigation carries no bearer token, so an Admin
 * first asks here for a short-lived, dashboard-scoped cookie bound to the dashboard's path.
 */
@Controller('admin/queue-dashboard')
@Roles('Admin')
export class QueueDashboardController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @ApiDoc({ answer: queueDashboardInfoDtoSchema })
  @Get()
  info(): QueueDashboardInfoDto {
    return { available: Boolean(this.config.redisUrl), path: QUEUE_DASHBOARD_PATH };
  }

  @ApiDoc({ answer: queueDashboardSessionDtoSchema })
  @Post('session')
  @HttpCode(200)
  session(
    @Caller() caller: Principal,
    @ResponseHeaders() headers: ResponseHeaderSink,
  ): QueueDashboardSessionDto {
    if (!this.config.redisUrl) {
      throw new ConflictError(QUEUES_NOT_AVAILABLE.code, QUEUES_NOT_AVAILABLE.message);
    }
    const { token, expiresAt } = this.tokens.signScoped(
      caller,
      'queue-dashboard',
      QUEUE_DASHBOARD_TTL_SECONDS,
    );
    const secure = this.config.publicUrl?.startsWith('https://') ?? false;
    headers.set('Set-Cookie', queueDashboardCookie(token, secure));
    return { path: QUEUE_DASHBOARD_PATH, expiresAt: expiresAt.toISOString() };
  }
}
