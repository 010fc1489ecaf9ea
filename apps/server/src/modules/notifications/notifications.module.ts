import { Inject, Module } from '@nestjs/common';
import { DomainErrorResponses } from '../../platform/http/domain-error-responses';
import { MailModule } from '../../platform/mail/mailer';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read.handler';
import { SetNotificationPreferencesHandler } from './commands/set-notification-preferences.handler';
import { UnsubscribeHandler } from './commands/unsubscribe.handler';
import { NotificationDeliveryHost } from './delivery/notification-delivery.host';
import { notificationErrorResponses } from './http/notification.error-responses';
import { NotificationsController } from './http/notifications.controller';
import { PushController } from './http/push.controller';
import { PushService } from './push/push.service';
import { NotificationsReadModel } from './queries/notifications.read-model';

/**
 * Notifications (issue 17): the in-app list (projection + reads), e-mail and the daily digest
 * through the outbox, match reminders, one-click unsubscribe; Web Push (issue 19).
 */
@Module({
  imports: [MailModule],
  controllers: [NotificationsController, PushController],
  providers: [
    NotificationsReadModel,
    MarkNotificationsReadHandler,
    SetNotificationPreferencesHandler,
    UnsubscribeHandler,
    NotificationDeliveryHost,
    PushService,
  ],
  exports: [NotificationsReadModel, NotificationDeliveryHost],
})
export class NotificationsModule {
  constructor(@Inject(DomainErrorResponses) errors: DomainErrorResponses) {
    errors.register(notificationErrorResponses);
  }
}
