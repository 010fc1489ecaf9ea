import type { NotificationKind } from '../notifications/notification-kinds';

/**
 * The kinds Web Push carries (issue 19): what needs an answer soon — challenges, reports and
 * proposals of a new match date (answered before the kick-off) — what moves or cancels a match,
 * and the match reminder. The rest stays in the bell and the e-mails.
 */
export const PUSH_KINDS: readonly NotificationKind[] = [
  'challenge-received',
  'challenge-accepted',
  'challenge-rejected',
  'challenge-cancelled',
  'match-cancelled',
  'match-reminder',
  'report-to-accept',
  'report-accepted',
  'report-rejected',
  'report-verified',
  'reschedule-proposed',
  'reschedule-decided',
];

export const PUSH_RULES = {
  endpointMax: 2048,
  keyMax: 200,
  /** Devices one account may have subscribed at once (the oldest goes first). */
  devicesMax: 10,
} as const;
