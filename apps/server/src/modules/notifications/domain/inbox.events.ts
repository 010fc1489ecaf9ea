import type { EmailMode, NotificationKind } from '@liga/contracts';
import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * The inbox stream `notification-inbox-{userId}`: what a person did with their notifications
 * (read them) and how they want them mailed. Only ids and settings travel here; the
 * notifications projection replays them, so a rebuild keeps what was read.
 */
export type NotificationsMarkedRead = DomainEvent<
  'NotificationsMarkedRead',
  { userId: string; notificationIds: string[] }
>;
/** Every notification the person had at that moment in the log is read. */
export type AllNotificationsMarkedRead = DomainEvent<
  'AllNotificationsMarkedRead',
  { userId: string }
>;
export type NotificationPreferencesChanged = DomainEvent<
  'NotificationPreferencesChanged',
  {
    userId: string;
    preferences: Array<{ kind: NotificationKind; email: EmailMode }>;
    /** From the settings page, or a mail's one-click unsubscribe link (RFC 8058). */
    via: 'settings' | 'unsubscribe';
  }
>;

export type InboxEvent =
  NotificationsMarkedRead | AllNotificationsMarkedRead | NotificationPreferencesChanged;

export const inboxStream = (userId: string) => ({
  streamId: `notification-inbox-${userId}`,
  streamType: 'notification-inbox',
});
