import { MATCH_STATUS, type RescheduleProposalDto } from '@liga/contracts';

/**
 * The rescheduling proposal of a match row (rm_matches alias `m`), for every read that shows a
 * match: the matches lists and the match centre. Select `PROPOSAL_COLUMNS` and join
 * `PROPOSAL_JOIN`.
 */
export const PROPOSAL_COLUMNS = `m.proposal_id, m.proposal_team_id, m.proposal_starts_at,
  m.proposal_pitch_id, m.proposal_at, m.proposal_expires_at, pp.name AS proposal_pitch_name`;
export const PROPOSAL_JOIN = 'LEFT JOIN rm_pitches pp ON pp.id = m.proposal_pitch_id';

export interface ProposalColumns {
  status: number;
  report_id: string | null;
  proposal_id: string | null;
  proposal_team_id: string | null;
  proposal_starts_at: Date | null;
  proposal_pitch_id: string | null;
  proposal_at: Date | null;
  proposal_expires_at: Date | null;
  proposal_pitch_name: string | null;
}

/**
 * The proposal waiting for the other captain at `now`, or null: none, answered, the match no
 * longer accepted without a report, or lapsed at the kick-off it would replace (no event marks
 * the expiry; the write side refuses to act on it the same way).
 */
export function pendingProposal(row: ProposalColumns, now: Date): RescheduleProposalDto | null {
  if (!row.proposal_id || !row.proposal_team_id || !row.proposal_starts_at) return null;
  if (row.status !== MATCH_STATUS.accepted || row.report_id !== null) return null;
  const expiresAt = row.proposal_expires_at ?? row.proposal_starts_at;
  if (now.getTime() >= expiresAt.getTime()) return null;
  return {
    id: row.proposal_id,
    proposedByTeamId: row.proposal_team_id,
    date: row.proposal_starts_at.toISOString(),
    pitch: { id: row.proposal_pitch_id ?? '', name: row.proposal_pitch_name ?? '' },
    proposedAt: (row.proposal_at ?? expiresAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}
