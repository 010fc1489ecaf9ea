import { localized } from '../common/text-language';

/**
 * Match status ids and names (spec section 4): 1 and 2 = pending, 3 accepted, 4 cancelled
 * (rejected by the receiver or withdrawn by the sender), 5 finished. The server writes 1 for
 * a pending challenge; 2 is read as pending too.
 */
export const MATCH_STATUS = {
  pending: 1,
  pendingAlt: 2,
  accepted: 3,
  cancelled: 4,
  finished: 5,
} as const;
export type MatchStatusId = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

const MATCH_STATUS_NAMES_PL: Record<MatchStatusId, string> = {
  1: 'OCZEKUJĄCE',
  2: 'OCZEKUJĄCE',
  3: 'AKCEPTOWANO',
  4: 'ANULOWANO',
  5: 'ZAKOŃCZONO',
};

const MATCH_STATUS_NAMES_EN: Record<MatchStatusId, string> = {
  1: 'PENDING',
  2: 'PENDING',
  3: 'ACCEPTED',
  4: 'CANCELLED',
  5: 'FINISHED',
};

/** Each match status's name in the page's language (the server's DTOs keep the Polish one). */
export const MATCH_STATUS_NAMES = /* @__PURE__ */ localized(
  MATCH_STATUS_NAMES_PL,
  MATCH_STATUS_NAMES_EN,
);
/** Name shown for an unknown id (spec: other UNDEFINED / 'Inny'). */
export const MATCH_STATUS_UNKNOWN = 'UNDEFINED';

export const matchStatusName = (id: number): string =>
  MATCH_STATUS_NAMES[id as MatchStatusId] ?? MATCH_STATUS_UNKNOWN;

export const isPendingStatus = (id: number) =>
  id === MATCH_STATUS.pending || id === MATCH_STATUS.pendingAlt;

/** Match types (spec section 9): 1 a league match, 2 a cup match (PUCHAR: a tie of a cup). */
export const MATCH_TYPE = { league: 1, cup: 2 } as const;

/** `get-matches-by-status` cases: 1 = pending challenges of a team (incoming and outgoing). */
export const MATCH_LIST_CASE = { pending: 1 } as const;

/** Challenge rules of spec sections 5 and 9. */
export const CHALLENGE_LIMITS = {
  /** Length must be greater than this (minutes). */
  lengthAbove: 10,
  /** Length must be less than this (minutes). */
  lengthBelow: 120,
  acceptedMatchesPageSize: 100,
  /** Longest range `get-calendar` answers (days). */
  calendarMaxDays: 62,
} as const;
