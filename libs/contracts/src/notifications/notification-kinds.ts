/**
 * What Liga tells its players and captains about (issue 17). One kind per fact a person wants
 * to hear of; the server derives them from events (modules/notifications/domain/notification-rules.ts)
 * and the texts and links are in notifications.texts.ts. A new kind is one entry here, one rule
 * on the server and one text.
 */
export const NOTIFICATION_KINDS = [
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
  'application-received',
  'application-decided',
  'captaincy-handed-over',
  'team-assigned-to-league',
  'availability-asked',
  'team-offer-received',
  'team-offer-decided',
  'cup-draw',
  'cup-next-tie',
  'reschedule-proposed',
  'reschedule-decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * How a person gets a kind by e-mail: at once (`on`), not at all (`off`), or gathered into one
 * daily summary (`digest`). The in-app list always has every notification.
 */
export const EMAIL_MODES = ['on', 'off', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * The defaults: what needs an answer soon (challenges, reports) and what concerns a match about
 * to be played (the reminder, a cancellation) by e-mail at once; the rest in the daily digest.
 */
export const DEFAULT_EMAIL_MODE: Record<NotificationKind, EmailMode> = {
  'challenge-received': 'on',
  'challenge-accepted': 'on',
  'challenge-rejected': 'on',
  'challenge-cancelled': 'on',
  'match-cancelled': 'on',
  'match-reminder': 'on',
  'report-to-accept': 'on',
  'report-accepted': 'on',
  'report-rejected': 'on',
  'report-verified': 'digest',
  'application-received': 'digest',
  'application-decided': 'digest',
  'captaincy-handed-over': 'digest',
  'team-assigned-to-league': 'digest',
  // asked for every accepted match: the daily summary, the reminder comes by itself the day before
  'availability-asked': 'digest',
  // a player decides on an offer: they should hear at once; the captain hears of it in the summary
  'team-offer-received': 'on',
  'team-offer-decided': 'digest',
  'cup-draw': 'digest',
  // the captains have a deadline to arrange the tie
  'cup-next-tie': 'on',
  // the other captain must answer before the kick-off; a decision moves (or keeps) a match
  'reschedule-proposed': 'on',
  'reschedule-decided': 'on',
};

/** The groups the settings page shows the kinds in. */
export const NOTIFICATION_GROUPS: ReadonlyArray<{
  id: 'matches' | 'reports' | 'team' | 'cup';
  kinds: readonly NotificationKind[];
}> = [
  {
    id: 'matches',
    kinds: [
      'challenge-received',
      'challenge-accepted',
      'challenge-rejected',
      'challenge-cancelled',
      'match-cancelled',
      'match-reminder',
      'availability-asked',
      'reschedule-proposed',
      'reschedule-decided',
    ],
  },
  {
    id: 'reports',
    kinds: ['report-to-accept', 'report-accepted', 'report-rejected', 'report-verified'],
  },
  {
    id: 'team',
    kinds: [
      'application-received',
      'application-decided',
      'captaincy-handed-over',
      'team-assigned-to-league',
      'team-offer-received',
      'team-offer-decided',
    ],
  },
  { id: 'cup', kinds: ['cup-draw', 'cup-next-tie'] },
];

/** Limits of the notification calls. */
export const NOTIFICATION_RULES = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Ids in one `mark-read` call. */
  markReadMax: 200,
  /** The daily digest leaves at this Warsaw hour. */
  digestHour: 18,
  /** A reminder goes this long before kick-off. */
  reminderLeadHours: 24,
} as const;
