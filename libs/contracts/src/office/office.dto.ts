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
