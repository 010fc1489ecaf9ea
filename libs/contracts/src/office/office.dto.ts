/** One points deduction (negative) or bonus (positive) of a team in a league's table. */
export interface PointsAdjustmentDto {
  points: number;
  reason: string;
  /** ISO instant of the admin's decision. */
  at: string;
}

/** `POST /api/admin/match-report/correct` answer. */
export interface CorrectResultDto {
  id: string;
  matchId: string;
  message: string;
}

/** `GET /api/suspension/get-suspensions` row: a suspension and whether it still holds. */
export interface SuspensionDto {
  id: string;
  teamId: string;
  teamName: string;
  userId: string;
  firstName: string;
  lastName: string;
  /** For N matches of the team (null: until a date). */
  matches: number | null;
  /** Matches of the team played since (accepted or finished, kicked off after `from`). */
  served: number;
  /** Until this instant (null: for N matches). */
  until: string | null;
  from: string;
  reason: string;
  active: boolean;
  /** "na 2 mecze", "do 12.12.2026". */
  label: string;
}

/** `POST /api/admin/team/withdraw` answer. */
export interface WithdrawTeamDto {
  teamId: string;
  leagueId: string;
  mode: 'annul' | 'walkovers';
  /** Pending challenges and accepted matches cancelled (both captains were told). */
  cancelledMatches: number;
  /** Of those, accepted league matches recorded as walkovers lost (mode `walkovers`). */
  walkovers: number;
  message: string;
}

/** A team withdrawn from the league (a table row of mode `walkovers`). */
export interface WithdrawalDto {
  mode: 'annul' | 'walkovers';
  reason: string;
  /** ISO instant of the decision. */
  at: string;
}
