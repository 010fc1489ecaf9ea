import type { EmailMode, NotificationKind } from './notification-kinds';

/** One notification in the bell's list. */
export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  /** Polish, with the names as they are now. */
  text: string;
  /** A path of the portal (e.g. `/user/challenges`). */
  link: string;
  /** ISO instant of the fact it tells about. */
  createdAt: string;
  read: boolean;
}

/** `GET /api/notification/get-notifications`: a page, newest first, and the unread count. */
export interface NotificationsPageDto {
  items: NotificationDto[];
  unreadCount: number;
}

/** `POST /api/notification/mark-read`: how many are still unread afterwards. */
export interface MarkReadResultDto {
  unreadCount: number;
}

/** One kind's e-mail setting. */
export interface NotificationPreferenceDto {
  kind: NotificationKind;
  email: EmailMode;
  /** Whether `email` is the default (never changed). */
  isDefault: boolean;
}

/** `POST /api/notification/unsubscribe`: what was turned off (a kind, or the whole digest). */
export interface UnsubscribeResultDto {
  target: NotificationKind | 'digest';
  message: string;
}
