import { localized } from '../common/text-language';

/**
 * Report status ids (spec section 4): 1 waiting for the receiving (opposing) captain, 2 waiting
 * for the sender (kept for display; the server does not write it), 3 to be verified by an
 * admin (orange), 4 verified (green). A rejected report is gone: the captain may file again.
 */
export const REPORT_STATUS = {
  waitingForReceiver: 1,
  waitingForSender: 2,
  toVerify: 3,
  verified: 4,
} as const;
export type ReportStatusId = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

const REPORT_STATUS_NAMES_PL: Record<ReportStatusId, string> = {
  1: 'Oczekuje na przeciwnika',
  2: 'Oczekuje na zgłaszającego',
  3: 'Do weryfikacji',
  4: 'Zweryfikowany',
};

const REPORT_STATUS_NAMES_EN: Record<ReportStatusId, string> = {
  1: 'Waiting for the opponent',
  2: 'Waiting for the submitter',
  3: 'To verify',
  4: 'Verified',
};

/** Each report status's name in the page's language. */
export const REPORT_STATUS_NAMES = /* @__PURE__ */ localized(
  REPORT_STATUS_NAMES_PL,
  REPORT_STATUS_NAMES_EN,
);
export const REPORT_STATUS_UNKNOWN = 'Inny';
export const reportStatusName = (id: number): string =>
  REPORT_STATUS_NAMES[id as ReportStatusId] ?? REPORT_STATUS_UNKNOWN;

/**
 * Result types (spec section 4): 1 normal; 2 walkover won by the home team / team A (10:0);
 * 3 walkover won by the enemy / team B (0:10). In a captain's report team A is the captain's team.
 */
export const WALKOVER_TYPE = { normal: 1, home: 2, enemy: 3 } as const;
export type WalkoverTypeId = (typeof WALKOVER_TYPE)[keyof typeof WALKOVER_TYPE];
export const WALKOVER_GOALS = 10;
export const isWalkover = (walkoverType: number) =>
  walkoverType === WALKOVER_TYPE.home || walkoverType === WALKOVER_TYPE.enemy;

/** MVP points a checked player cycles through on each click: 0 -> 1 -> 3 -> 5 -> 0. */
export const MVP_STEPS = [0, 1, 3, 5] as const;
export type MvpStep = (typeof MVP_STEPS)[number];
export const nextMvpStep = (current: number | null | undefined): MvpStep => {
  const index = MVP_STEPS.indexOf((current ?? 0) as MvpStep);
  return MVP_STEPS[(index + 1) % MVP_STEPS.length];
};

/** Goalkeeper rating ('Ocena Bramkarska'): an integer 1..10; an unrated keeper is not sent. */
export const KEEPER_RATE = { min: 1, max: 10 } as const;

export const REPORT_LIMITS = {
  /** Goals one team may record in one report (sanity bound). */
  maxGoalsPerTeam: 99,
  /** Players one team may list as present. */
  maxPlayersPerTeam: 60,
  teamReportsPageSize: 12,
  maxReportsPageSize: 100,
  homeRankingPageSize: 5,
  statisticsRankingPageSize: 128,
  maxRankingPageSize: 200,
  /** Longest `get-match-report-by-date` range (days). */
  maxDateRangeDays: 200,
  /** Recent results in the table's form column. */
  formLength: 5,
} as const;
