import { NOTIFICATION_MESSAGES } from '@liga/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { NotificationErrorCode } from '../domain/notifications.errors';

export const notificationErrorResponses: ErrorResponses<NotificationErrorCode> = {
  'notification.not_yours': () =>
    new ForbiddenError('notification.not_yours', NOTIFICATION_MESSAGES.notYours),
  'notification.not_found': () =>
    new NotFoundError('notification.not_found', NOTIFICATION_MESSAGES.notFound),
  'notification.unsubscribe_invalid': () =>
    ValidationError.of(
      'notification.unsubscribe_invalid',
      NOTIFICATION_MESSAGES.unsubscribeInvalid,
    ),
};
