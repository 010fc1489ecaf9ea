import { DomainError } from '../../../platform/domain/domain-error';

/** Refusals of the notifications calls, as data (http/notification.error-responses.ts maps them). */
export type NotificationErrorCode =
  'notification.not_yours' | 'notification.not_found' | 'notification.unsubscribe_invalid';

export class NotificationError extends DomainError<NotificationErrorCode, undefined> {}

const error = (code: NotificationErrorCode) => () => new NotificationError(code, undefined);

export const notificationErrors = {
  notYours: error('notification.not_yours'),
  notFound: error('notification.not_found'),
  unsubscribeInvalid: error('notification.unsubscribe_invalid'),
};
