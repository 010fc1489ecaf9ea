import type { EmailMode, NotificationKind } from '@liga/contracts';

/** A notification the dispatcher hands on: who, what, and the person's e-mail setting for it. */
export interface FreshNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  eventPosition: number;
  createdAt: Date;
  emailMode: EmailMode;
  /** The person has at least one browser subscribed to Web Push. */
  hasPush: boolean;
}

/**
 * One way a notification reaches a person beyond the in-app list (which is the projection
 * itself): e-mail at once, the daily digest — and later Web Push (issue 19) as one more
 * channel, with nothing else changed. Every channel shares the outbox: the dispatcher asks
 * each channel whether (and when) it delivers a fresh notification, writes one outbox row per
 * (event, recipient, channel), and the channel sends its due rows.
 */
export interface DeliveryChannel {
  /** The outbox's `channel` column. */
  readonly name: string;
  /** When this channel should deliver `n`, or null when it does not deliver it at all. */
  route(n: FreshNotification, now: Date): Date | null;
  /** Sends what is due now from the outbox; answers how many outbox rows it settled. */
  sendDue(now: Date): Promise<number>;
}
