import { Inject, Injectable } from '@nestjs/common';
import {
  PUSH_MESSAGES,
  type PushConfigDto,
  type PushSubscribeRequest,
  type PushSubscriptionsDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { ConflictError } from '../../../platform/http/app-errors';
import { pushSubscriptions } from './push-subscriptions';
import { vapidKeys } from './vapid-keys';

/** The caller's Web Push subscriptions (issue 19): the key to subscribe with, save, remove. */
@Injectable()
export class PushService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  keyConfig(): PushConfigDto {
    return { publicKey: vapidKeys(this.appConfig)?.publicKey ?? null };
  }

  async subscribe(userId: string, sub: PushSubscribeRequest): Promise<PushSubscriptionsDto> {
    if (!vapidKeys(this.appConfig))
      throw new ConflictError('push.disabled', PUSH_MESSAGES.disabled);
    return { devices: await pushSubscriptions.save(this.db, userId, sub, this.clock.now()) };
  }

  async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionsDto> {
    return { devices: await pushSubscriptions.remove(this.db, userId, endpoint) };
  }
}
