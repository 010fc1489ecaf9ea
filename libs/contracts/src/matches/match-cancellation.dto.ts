/** Why a match was cancelled by an admin (present on a match the admin cancelled). */
export interface MatchCancellationDto {
  /** The admin's reason, as the captains see it. */
  reason: string;
  /** When it was cancelled (ISO instant). */
  at: string;
}

/** `POST /api/admin/match/{id}/cancel` answer. */
export interface MatchCancelledDto {
  id: string;
  message: string;
}
