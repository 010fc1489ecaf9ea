import { z } from 'zod';
import { EMAIL_MODES, NOTIFICATION_KINDS } from './notification-kinds';
import type {
  MarkReadResultDto,
  NotificationDto,
  NotificationPreferenceDto,
  NotificationsPageDto,
  UnsubscribeResultDto,
} from './notifications.dto';

export const notificationDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    text: z.string(),
    link: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'NotificationDto' }) satisfies z.ZodType<NotificationDto>;

export const notificationsPageDtoSchema = z
  .object({ items: z.array(notificationDtoSchema), unreadCount: z.number().int() })
  .meta({ id: 'NotificationsPageDto' }) satisfies z.ZodType<NotificationsPageDto>;

export const markReadResultDtoSchema = z
  .object({ unreadCount: z.number().int() })
  .meta({ id: 'MarkReadResultDto' }) satisfies z.ZodType<MarkReadResultDto>;

export const notificationPreferenceDtoSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), email: z.enum(EMAIL_MODES), isDefault: z.boolean() })
  .meta({ id: 'NotificationPreferenceDto' }) satisfies z.ZodType<NotificationPreferenceDto>;

export const unsubscribeResultDtoSchema = z
  .object({
    target: z.union([z.enum(NOTIFICATION_KINDS), z.literal('digest')]),
    message: z.string(),
  })
  .meta({ id: 'UnsubscribeResultDto' }) satisfies z.ZodType<UnsubscribeResultDto>;
