import type { MatchStatusDto } from './matches';
import type { TeamCaptainDto } from './teams';

/** Results of the form column, newest first. */
export type FormResult = 'W' | 'D' | 'L';

export interface ReportStatusDto {
  id: number;
  name: string;
}

export interface ReportPersonDto {
  id: string;
  firstName: string;
  lastName: string;
}

/** One goal in a report's team list (the list's length, with the other side's own goals, is the score). */
export interface ReportGoalDto {
  /** The scorer, null when unknown (admin entry) or for an own goal entered as a team count. */
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Own goal: scored by this team's player, counted for the other team. */
  isSuicide: boolean;
}

export interface ReportRateDto {
  user: ReportPersonDto;
  rate: number;
}

/** One team of a report, in full (`get-match-report`, `get-match-report-by-match-id`). */
export interface ReportTeamDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  /** Goals credited to this team (walkover 10 or 0). */
  score: number;
  goals: ReportGoalDto[];
  attendances: ReportPersonDto[];
  /** MVP points given. */
  rating: ReportRateDto[];
  goalKeeperRates: ReportRateDto[];
  /** Walkovers this team lost in the season, verified reports only (admin warning). */
  walkovers: number;
}

export interface ReportMatchDto {
  id: string;
  /** Start, ISO instant (UTC). */
  date: string;
  length: number;
  status: MatchStatusDto;
  pitch: { id: string; name: string } | null;
}

/** `GET /api/match-report/get-match-report?MatchReportId` and `...-by-match-id?MatchId`. */
export interface MatchReportDto {
  id: string;
  status: ReportStatusDto;
  match: ReportMatchDto;
  league: { id: string; name: string } | null;
  seasonId: string;
  /** teams[0] = team A (the submitting captain's team, 'home'), teams[1] = team B. */
  teams: [ReportTeamDto, ReportTeamDto];
  walkoverType: number;
  isWalkover: boolean;
  /** Goals of team A and team B. */
  homeGoals: number;
  enemyGoals: number;
  submittedByTeamId: string | null;
  adminInsert: boolean;
  /** True when the admin should confirm verification ('WALKOVERS TOO HIGH'). */
  walkoverWarning: boolean;
  createdAt: string;
  acceptedAt: string | null;
  verifiedAt: string | null;
}

export interface ReportTeamSummaryDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  /** Goals credited to this team. */
  score: number;
  walkovers: number;
}

/**
 * A report in a list: `get-match-report-by-date` (home, matches page and admin Raporty),
 * `get-match-reports-to-accept`, `get-match-reports-by-team-id`.
 */
export interface MatchReportSummaryDto {
  id: string;
  status: ReportStatusDto;
  match: ReportMatchDto;
  league: { id: string; name: string } | null;
  teams: [ReportTeamSummaryDto, ReportTeamSummaryDto];
  walkoverType: number;
  isWalkover: boolean;
  homeGoals: number;
  enemyGoals: number;
  submittedByTeamId: string | null;
  adminInsert: boolean;
  walkoverWarning: boolean;
  /** Week of the season, 1-based ('Tydzień N'), from the match date. */
  week: number;
  createdAt: string;
}

/** `POST /api/match-report/entity-insert` answer. */
export interface MatchReportCreatedDto {
  id: string;
  matchId: string;
  statusId: number;
}

/** `GET /api/league/get-league-team-statistic` row: one team in the league table. */
export interface LeagueTeamStatisticDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  /** 1-based place by points, goal difference, goals scored, fewer matches. */
  position: number;
  points: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  /** goalsScored - goalsConceded. */
  goalBalance: number;
  /** Last 5 results, newest first. */
  form: FormResult[];
}

/** Shared by the three player rankings. */
interface PlayerRankingBase {
  /** User id. */
  id: string;
  firstName: string;
  lastName: string;
  teamId: string;
  /** Team name. */
  name: string;
  /** Verified matches the player was present at (in this league). */
  matches: number;
  position: number;
}
/** `GET /api/user/get-user-goals` row. */
export interface UserGoalsRankingDto extends PlayerRankingBase {
  userGoals: number;
}
/** `GET /api/user/get-mvps` row. */
export interface MvpRankingDto extends PlayerRankingBase {
  userPoints: number;
}
/** `GET /api/user/get-goalkeeper-rates` row; `goalkeeperRate` is the average rating. */
export interface GoalkeeperRankingDto extends PlayerRankingBase {
  goalkeeperRate: number;
  /** Rated matches. */
  matchCount: number;
}

/** `GET /api/team/get-teams-ranking?LeagueId` row: teams by goals scored. */
export interface TeamGoalsRankingDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  goalsScored: number;
  matchesPlayed: number;
  points: number;
  capitan: TeamCaptainDto | null;
  membersCount: number;
  position: number;
}

// ---------------------------------------------------------------- table sorts

/** Table page sorts (spec: /table?sort=...), Polish labels. */
export const TABLE_SORTS = {
  position: 'Pozycja',
  name: 'Nazwa Zespołu',
  matches: 'Rozegrane Mecze',
  wins: 'Wygrane',
  draws: 'Remisy',
  losses: 'Porażki',
  scored: 'Strzelone',
  conceded: 'Stracone',
  balance: 'Bilans',
} as const;
export type TableSort = keyof typeof TABLE_SORTS;
export const isTableSort = (v: unknown): v is TableSort =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(TABLE_SORTS, v);

type TableRow = Pick<
  LeagueTeamStatisticDto,
  | 'id'
  | 'name'
  | 'points'
  | 'matchesPlayed'
  | 'wins'
  | 'draws'
  | 'losses'
  | 'goalsScored'
  | 'goalsConceded'
>;

const byPositionKeys = (a: TableRow, b: TableRow) =>
  b.points - a.points ||
  b.goalsScored - b.goalsConceded - (a.goalsScored - a.goalsConceded) ||
  b.goalsScored - a.goalsScored ||
  a.matchesPlayed - b.matchesPlayed;
const byName = (a: TableRow, b: TableRow) =>
  a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Table order (position): points, goal difference, goals scored (all descending), fewer matches,
 * then name. Equal teams on all four keys still get distinct, stable positions.
 */
export const compareStanding = (a: TableRow, b: TableRow) => byPositionKeys(a, b) || byName(a, b);

/**
 * Comparator of a table sort. Counting sorts (matches, wins, draws, losses, scored, conceded,
 * balance) are descending on their column, then points descending, then fewer matches, then the
 * table order; `name` is alphabetical (Polish), then id.
 */
export function tableComparator(sort: TableSort): (a: TableRow, b: TableRow) => number {
  const then = (a: TableRow, b: TableRow) =>
    b.points - a.points || a.matchesPlayed - b.matchesPlayed || compareStanding(a, b);
  const desc = (key: (r: TableRow) => number) => (a: TableRow, b: TableRow) =>
    key(b) - key(a) || then(a, b);
  switch (sort) {
    case 'position':
      return compareStanding;
    case 'name':
      return byName;
    case 'matches':
      return desc((r) => r.matchesPlayed);
    case 'wins':
      return desc((r) => r.wins);
    case 'draws':
      return desc((r) => r.draws);
    case 'losses':
      return desc((r) => r.losses);
    case 'scored':
      return desc((r) => r.goalsScored);
    case 'conceded':
      return desc((r) => r.goalsConceded);
    case 'balance':
      return desc((r) => r.goalsScored - r.goalsConceded);
    default:
      return compareStanding;
  }
}

/** Rows sorted by a table sort (a new array). */
export const sortTable = <T extends TableRow>(rows: readonly T[], sort: TableSort): T[] =>
  [...rows].sort(tableComparator(sort));
