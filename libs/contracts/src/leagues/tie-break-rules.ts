import { localized } from '../common/text-language';

/**
 * Tie-break rules of a league table (per league and season): the codes, their Polish labels and
 * the default order. `GET /api/league/get-league-rules?LeagueId=` answers the league's list;
 * an admin changes it per league (`POST /api/admin/league/tie-breaks`). How each rule ranks
 * teams: `standings/rank-table.ts` and docs/RULES.md.
 */
export const TIE_BREAK_RULES = [
  'points',
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoals',
  'goalDifference',
  'goalsScored',
  'wins',
  'fewerWalkovers',
  'fewerMatches',
  'fairPlay',
  'lot',
] as const;
export type TieBreakRule = (typeof TIE_BREAK_RULES)[number];

const TIE_BREAK_LABELS_PL: Record<TieBreakRule, string> = {
  points: 'Punkty',
  headToHeadPoints: 'Punkty w meczach bezpośrednich',
  headToHeadGoalDifference: 'Różnica bramek w meczach bezpośrednich',
  headToHeadGoals: 'Bramki zdobyte w meczach bezpośrednich',
  goalDifference: 'Różnica bramek',
  goalsScored: 'Bramki zdobyte',
  wins: 'Liczba zwycięstw',
  fewerWalkovers: 'Mniej przegranych walkowerem',
  fewerMatches: 'Mniej rozegranych meczów',
  fairPlay: 'Fair play (mniej punktów karnych)',
  lot: 'Losowanie',
};

const TIE_BREAK_LABELS_EN: Record<TieBreakRule, string> = {
  points: 'Points',
  headToHeadPoints: 'Points in head-to-head matches',
  headToHeadGoalDifference: 'Goal difference in head-to-head matches',
  headToHeadGoals: 'Goals scored in head-to-head matches',
  goalDifference: 'Goal difference',
  goalsScored: 'Goals scored',
  wins: 'Number of wins',
  fewerWalkovers: 'Fewer walkover defeats',
  fewerMatches: 'Fewer matches played',
  fairPlay: 'Fair play (fewer penalty points)',
  lot: 'Drawing of lots',
};

/** Each rule's label in the page's language. */
export const TIE_BREAK_LABELS = /* @__PURE__ */ localized(TIE_BREAK_LABELS_PL, TIE_BREAK_LABELS_EN);

/** The rules that compare only the matches between the teams level on everything before. */
export const HEAD_TO_HEAD_RULES: ReadonlySet<TieBreakRule> = new Set([
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoals',
]);

/**
 * The default: the PZPN order for amateur competitions — points, then the head-to-head record
 * of the teams level (points, goal difference, goals scored in their matches), then the overall
 * goal difference, then goals scored; then (Liga's own addition, the order the table had before
 * tie-breaks were configurable) fewer matches played.
 */
export const DEFAULT_TIE_BREAKS: readonly TieBreakRule[] = [
  'points',
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoals',
  'goalDifference',
  'goalsScored',
  'fewerMatches',
];

export const isTieBreakRule = (v: unknown): v is TieBreakRule =>
  typeof v === 'string' && (TIE_BREAK_RULES as readonly string[]).includes(v);

/** Fair play penalty points (fewer is better), from what reports and sanctions hold. */
export const FAIR_PLAY_POINTS = {
  /** A walkover lost: the team did not turn up. */
  walkoverLost: 3,
  /** A verified match at which the team had fewer than `fullSide` players marked present. */
  incompleteSide: 1,
  /** A suspension given to one of its players in the league's season. */
  suspension: 2,
  /** Players on the pitch in six-a-side. */
  fullSide: 6,
} as const;
