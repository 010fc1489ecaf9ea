import {
  REPORT_STATUS,
  type CalendarMatchDto,
  type MatchCancellationDto,
  type MatchDto,
  type MatchStatusId,
  matchStatusName,
} from '@liga/contracts';
import {
  PROPOSAL_COLUMNS,
  PROPOSAL_JOIN,
  type ProposalColumns,
  pendingProposal,
} from './reschedule-proposal';

/** Columns every match read selects (aliases m, st, rt, l, p, pp). */
export const MATCH_SELECT = `
  SELECT m.id, m.season_id, m.sender_team_id, m.receiver_team_id, m.league_id, m.pitch_id,
         m.starts_at, m.length_minutes, m.match_type, m.status, m.created_at, m.decided_at,
         m.report_id, m.report_status, m.sender_goals, m.receiver_goals, m.cancel_reason,
         st.name AS sender_name, st.short_name AS sender_short_name,
         rt.name AS receiver_name, rt.short_name AS receiver_short_name,
         l.name AS league_name, p.name AS pitch_name, p.latitude, p.longitude,
         (SELECT r.submitted_by_team_id FROM rm_reports r WHERE r.match_id = m.id)
           AS report_filed_by,
         ${PROPOSAL_COLUMNS}
    FROM rm_matches m
    LEFT JOIN rm_match_teams st ON st.id = m.sender_team_id
    LEFT JOIN rm_match_teams rt ON rt.id = m.receiver_team_id
    LEFT JOIN rm_leagues l ON l.id = m.league_id
    LEFT JOIN rm_pitches p ON p.id = m.pitch_id
    ${PROPOSAL_JOIN}`;

/** A pending challenge involving a deleted team is shown nowhere. */
export const NOT_ORPHANED = `NOT (m.status IN (1, 2) AND (coalesce(st.deleted, false) OR coalesce(rt.deleted, false)))`;

export interface MatchRow extends ProposalColumns {
  id: string;
  season_id: string;
  sender_team_id: string;
  receiver_team_id: string;
  league_id: string | null;
  pitch_id: string;
  starts_at: Date;
  length_minutes: number;
  match_type: number;
  status: number;
  created_at: Date;
  decided_at: Date | null;
  report_id: string | null;
  report_status: number | null;
  sender_goals: number | null;
  receiver_goals: number | null;
  /** The admin's reason when an admin cancelled the accepted match. */
  cancel_reason: string | null;
  sender_name: string | null;
  sender_short_name: string | null;
  receiver_name: string | null;
  receiver_short_name: string | null;
  league_name: string | null;
  pitch_name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The team whose captain filed the report (null for an admin's entry or no report). */
  report_filed_by: string | null;
}

const status = (id: number) => ({ id: id as MatchStatusId, name: matchStatusName(id) });
const teamName = (name: string | null) => name ?? 'Drużyna';

/**
 * Who reads a list of matches: an admin sees every score; anyone else the verified ones and
 * those of matches their own teams played (issue 20: an unverified score is the two teams'
 * business until the admin verifies it).
 */
export interface ScoreViewer {
  admin: boolean;
  teamIds: ReadonlySet<string>;
}

/** Is the row's score shown to `viewer` (no viewer: a list only the two teams can read)? */
export function seesScore(row: MatchRow, viewer?: ScoreViewer): boolean {
  if (!viewer || viewer.admin || row.report_status === REPORT_STATUS.verified) return true;
  return viewer.teamIds.has(row.sender_team_id) || viewer.teamIds.has(row.receiver_team_id);
}

/**
 * `viewerTeamId`: the team the list is for; the report's `homeGoals` are its goals. A score the
 * viewer may not see yet leaves `report` null (`hasReport` still says there is one). `now`: the
 * injected clock's (a rescheduling proposal lapses at the kick-off).
 */
export function toMatchDto(
  row: MatchRow,
  viewerTeamId?: string,
  viewer?: ScoreViewer,
  now: Date = new Date(),
): MatchDto {
  const viewerIsReceiver = viewerTeamId === row.receiver_team_id;
  return {
    id: row.id,
    seasonId: row.season_id,
    date: row.starts_at.toISOString(),
    length: row.length_minutes,
    matchType: row.match_type,
    sender: { id: row.sender_team_id, name: teamName(row.sender_name) },
    receiver: { id: row.receiver_team_id, name: teamName(row.receiver_name) },
    league: row.league_id ? { id: row.league_id, name: row.league_name ?? '' } : null,
    pitch: {
      id: row.pitch_id,
      name: row.pitch_name ?? '',
      position: { latitude: Number(row.latitude ?? 0), longitude: Number(row.longitude ?? 0) },
    },
    status: status(row.status),
    report:
      row.report_id && seesScore(row, viewer)
        ? {
            id: row.report_id,
            homeGoals: (viewerIsReceiver ? row.receiver_goals : row.sender_goals) ?? 0,
            enemyGoals: (viewerIsReceiver ? row.sender_goals : row.receiver_goals) ?? 0,
          }
        : null,
    hasReport: row.report_id !== null,
    reportState:
      row.report_id && row.report_status !== null
        ? { statusId: row.report_status, filedByTeamId: row.report_filed_by }
        : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    cancellation: cancellationOf(row),
    reschedule: pendingProposal(row, now),
  };
}

export function toCalendarDto(row: MatchRow): CalendarMatchDto {
  return {
    id: row.id,
    date: row.starts_at.toISOString(),
    length: row.length_minutes,
    teamA: {
      id: row.sender_team_id,
      name: teamName(row.sender_name),
      shortName: row.sender_short_name ?? '',
    },
    teamB: {
      id: row.receiver_team_id,
      name: teamName(row.receiver_name),
      shortName: row.receiver_short_name ?? '',
    },
    league: row.league_id ? { id: row.league_id, name: row.league_name ?? '' } : null,
    pitch: { id: row.pitch_id, name: row.pitch_name ?? '' },
    status: status(row.status),
    hasReport: row.report_id !== null,
    score:
      row.report_status === REPORT_STATUS.verified
        ? { teamA: row.sender_goals ?? 0, teamB: row.receiver_goals ?? 0 }
        : null,
    matchType: row.match_type,
  };
}

/** The admin's cancellation of the match, when there was one. */
function cancellationOf(row: MatchRow): MatchCancellationDto | null {
  if (row.cancel_reason === null) return null;
  return { reason: row.cancel_reason, at: (row.decided_at ?? row.created_at).toISOString() };
}
