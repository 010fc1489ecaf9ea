/** Who-is-coming answers (`POST /api/match/availability {matchId, answer}`). */
export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Rules of the match centre. */
export const MATCH_CENTRE_RULES = {
  /** A six-a-side team needs this many players who said yes. */
  minPlayers: 6,
  /** The captain is warned this many hours before kick-off when fewer said yes. */
  warnHoursBefore: 48,
  /** Head-to-head shows this many last results. */
  headToHeadLast: 5,
  /** Longest range `get-fixtures` answers (days); one team's fixtures: a whole season. */
  fixturesMaxDays: 62,
  teamFixturesMaxDays: 200,
} as const;

/** What happened to a match, in the order of its story (the match page's timeline). */
export const TIMELINE_ACTIONS = [
  'challenged',
  'accepted',
  'rejected',
  'withdrawn',
  'cancelledByAdmin',
  'reported',
  'reportAccepted',
  'reportRejected',
  'reportWithdrawn',
  'verified',
  'resultEntered',
  'reportDeleted',
  'resultCorrected',
  'rescheduleProposed',
  'rescheduleAccepted',
  'rescheduleDeclined',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/** Who must act next on a filed, unverified result. */
export type ResultAwaiting = 'opponent' | 'admin';
