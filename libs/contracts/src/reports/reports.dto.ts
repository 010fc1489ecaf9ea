import type { MatchStatusDto } from '../matches/matches.dto';

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
  /** 1 a league match, 2 a cup match (shown marked as such). */
  matchType?: number;
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
