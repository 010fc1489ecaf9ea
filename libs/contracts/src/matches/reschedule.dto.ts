/** `POST /api/match/propose-reschedule|accept-reschedule|decline-reschedule` answer. */
export interface RescheduleAnswerDto {
  /** The proposal's id. */
  id: string;
  matchId: string;
}

/**
 * A rescheduling proposal still waiting for the other captain (shown on the match page and in
 * the team's match lists). It expires at `expiresAt`, the kick-off it would replace.
 */
export interface RescheduleProposalDto {
  id: string;
  proposedByTeamId: string;
  /** The proposed kick-off (ISO instant). */
  date: string;
  pitch: { id: string; name: string };
  /** When it was proposed (ISO instant). */
  proposedAt: string;
  /** The match's current kick-off: the proposal lapses then (ISO instant). */
  expiresAt: string;
}

/** What the viewer may do about the match's date (the match page). */
export interface RescheduleStateDto {
  pending: RescheduleProposalDto | null;
  /** The viewer captains one of the teams and may propose now (accepted, no report, not started, nothing pending). */
  canPropose: boolean;
  /** The viewer captains the team that must answer the pending proposal. */
  canAnswer: boolean;
}
