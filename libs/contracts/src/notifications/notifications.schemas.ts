import { z } from 'zod';
import { queryInt } from '../common/query-fields';
import { UUID_FORMAT } from '../common/zod-errors';
import { EMAIL_MODES, NOTIFICATION_KINDS, NOTIFICATION_RULES } from './notification-kinds';
import { NOTIFICATION_MESSAGES as M } from './notifications.texts';

/** `GET /api/notification/get-notifications?page=&pageSize=` (page counts from 1). */
export const getNotificationsQuerySchema = z.object({
  page: queryInt(1, 1, 1_000_000, M.pageInvalid),
  pageSize: queryInt(
    NOTIFICATION_RULES.pageSizeDefault,
    1,
    NOTIFICATION_RULES.pageSizeMax,
    M.pageSizeInvalid,
  ),
});
export type GetNotificationsQuery = z.infer<typeof getNotificationsQuerySchema>;

const notificationId = z.string({ error: M.idInvalid }).guid(M.idInvalid).meta(UUID_FORMAT);

/** `POST /api/notification/mark-read`: `{ids: [...]}` or `{all: true}`. */
export const markReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(notificationId, { error: M.markReadInvalid })
          .min(1, M.markReadInvalid)
          .max(NOTIFICATION_RULES.markReadMax, M.idsTooMany),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: M.markReadInvalid }) }).strict(),
  ],
  { error: M.markReadInvalid },
);
export type MarkReadRequest = z.infer<typeof markReadSchema>;

/** `PUT /api/notification/preferences`: one or more kinds set at once. */
export const setNotificationPreferencesSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, { error: M.kindInvalid }),
        email: z.enum(EMAIL_MODES, { error: M.modeInvalid }),
      }),
      { error: M.modeInvalid },
    )
    .min(1, M.modeInvalid)
    .max(NOTIFICATION_KINDS.length, M.modeInvalid),
});
export type SetNotificationPreferencesRequest = z.infer<typeof setNotificationPreferencesSchema>;

/** The signed one-click unsubscribe token (RFC 8058), in the query of the mail's link. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: M.unsubscribeInvalid })
    .min(10, M.unsubscribeInvalid)
    .max(300, M.unsubscribeInvalid),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
