import type { TieBreakRule } from '../leagues/tie-break-rules';
import type { PointsAdjustmentDto, WithdrawalDto } from '../office/office.dto';
import type { TeamCaptainDto } from '../teams/teams.dto';

/** Results of the form column, newest first. */
export type FormResult = 'W' | 'D' | 'L';

/** `GET /api/league/get-league-team-statistic` row: one team in the league table. */
export interface LeagueTeamStatisticDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  /** 1-based place by the league's tie-break rules (`GET /api/league/get-league-rules`). */
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
  /**
   * How this team was placed above the next one in the table: the tie-break rule that separated
   * them (level on points), `'name'` when level on every rule, null when the points decided (or
   * the last row). Absent in tables that are not ranked by the league's rules.
   */
  decidedBy?: TieBreakRule | 'name' | null;
  /**
   * Points deductions and bonuses of the league office, oldest first (`points` already
   * includes them). Absent or empty: none.
   */
  adjustments?: PointsAdjustmentDto[];
  /** The matches of `form`, in its order (each pill opens /match/{id}). */
  formMatchIds: string[];
  /** Withdrawn from the league by the league office (shown "wycofana", placed last). */
  withdrawal?: WithdrawalDto | null;
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
