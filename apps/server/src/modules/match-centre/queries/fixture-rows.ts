import {
  type FixtureDto,
  type FixtureResultDto,
  type MatchSideDto,
  type MatchStatusId,
  matchStatusName,
  REPORT_STATUS,
  reportStatusName,
  teamImageUrl,
  WALKOVER_TYPE,
} from '@liga/contracts';
import {
  PROPOSAL_COLUMNS,
  PROPOSAL_JOIN,
  type ProposalColumns,
} from '../../matches/queries/reschedule-proposal';

/** Columns every match-centre read of a match selects (aliases m, st, rt, si, ri, l, p, r, pp). */
export const FIXTURE_SELECT = `
  SELECT m.id, m.season_id, m.sender_team_id, m.receiver_team_id, m.league_id,
         m.sender_league_id, m.receiver_league_id, m.pitch_id, m.starts_at, m.length_minutes,
         m.match_type, m.status, m.decided_at, m.created_at, m.cancel_reason,
         st.name AS a_name, st.short_name AS a_short, si.has_image AS a_has_image,
         si.image_version AS a_image_version,
         rt.name AS b_name, rt.short_name AS b_short, ri.has_image AS b_has_image,
         ri.image_version AS b_image_version,
         l.name AS league_name, p.name AS pitch_name, p.latitude, p.longitude,
         r.id AS report_id, r.status AS report_status, r.home_team_id, r.home_goals,
         r.enemy_goals, r.walkover_type, r.submitted_by_team_id, r.teams AS report_teams,
         r.created_at AS report_created_at, r.verified_at AS report_verified_at,
         si.captain_id AS a_captain_id, ri.captain_id AS b_captain_id,
         ${PROPOSAL_COLUMNS}
    FROM rm_matches m
    LEFT JOIN rm_match_teams st ON st.id = m.sender_team_id
    LEFT JOIN rm_match_teams rt ON rt.id = m.receiver_team_id
    LEFT JOIN rm_teams si ON si.id = m.sender_team_id
    LEFT JOIN rm_teams ri ON ri.id = m.receiver_team_id
    LEFT JOIN rm_leagues l ON l.id = coalesce(m.league_id, m.sender_league_id)
    LEFT JOIN rm_pitches p ON p.id = m.pitch_id
    LEFT JOIN rm_reports r ON r.match_id = m.id
    ${PROPOSAL_JOIN}`;

export interface FixtureRow extends ProposalColumns {
  id: string;
  season_id: string;
  sender_team_id: string;
  receiver_team_id: string;
  league_id: string | null;
  sender_league_id: string | null;
  receiver_league_id: string | null;
  pitch_id: string;
  starts_at: Date;
  length_minutes: number;
  match_type: number;
  status: number;
  decided_at: Date | null;
  created_at: Date;
  cancel_reason: string | null;
  a_name: string | null;
  a_short: string | null;
  a_has_image: boolean | null;
  a_image_version: number | null;
  b_name: string | null;
  b_short: string | null;
  b_has_image: boolean | null;
  b_image_version: number | null;
  league_name: string | null;
  pitch_name: string | null;
  latitude: number | null;
  longitude: number | null;
  report_id: string | null;
  report_status: number | null;
  home_team_id: string | null;
  home_goals: number | null;
  enemy_goals: number | null;
  walkover_type: number | null;
  submitted_by_team_id: string | null;
  report_teams: unknown;
  report_created_at: Date | null;
  report_verified_at: Date | null;
  a_captain_id: string | null;
  b_captain_id: string | null;
}

/** Who reads: an admin sees every score; others verified ones and their own teams' matches. */
export interface Viewer {
  userId: string;
  admin: boolean;
  teamIds: ReadonlySet<string>;
}

export const inMatch = (row: FixtureRow, viewer: Viewer) =>
  viewer.teamIds.has(row.sender_team_id) || viewer.teamIds.has(row.receiver_team_id);

function side(row: FixtureRow, s: 'a' | 'b'): MatchSideDto {
  const id = s === 'a' ? row.sender_team_id : row.receiver_team_id;
  const hasImage = row[`${s}_has_image`];
  return {
    id,
    name: row[`${s}_name`] ?? 'Drużyna',
    shortName: row[`${s}_short`] ?? '',
    imageUrl: teamImageUrl(id, hasImage ? (row[`${s}_image_version`] ?? 0) : undefined),
  };
}

/**
 * What tells viewers of fixtures apart: only whether they see the unverified scores (an admin
 * all, a member or captain those of their teams' matches). Viewers with the same key get the
 * same answer; most get '' (the public one).
 */
export function fixturesViewerKey(rows: readonly FixtureRow[], viewer: Viewer): string {
  if (viewer.admin) return 'admin';
  let key = '';
  for (const row of rows) {
    const unverified = row.report_id && row.report_status !== REPORT_STATUS.verified;
    if (unverified && inMatch(row, viewer)) key += `${row.id},`;
  }
  return key;
}

/** The filed result seen from team A (the challenger), as `viewer` may see it. */
export function resultOf(row: FixtureRow, viewer: Viewer): FixtureResultDto | null {
  if (!row.report_id || row.report_status === null) return null;
  const verified = row.report_status === REPORT_STATUS.verified;
  const visible = verified || viewer.admin || inMatch(row, viewer);
  const homeIsA = row.home_team_id === row.sender_team_id;
  const home = row.home_goals ?? 0;
  const enemy = row.enemy_goals ?? 0;
  const opponentOfSubmitter =
    row.submitted_by_team_id === row.sender_team_id ? row.receiver_team_id : row.sender_team_id;
  const waitsForOpponent = row.report_status === REPORT_STATUS.waitingForReceiver;
  const enemyTeam = homeIsA ? row.receiver_team_id : row.sender_team_id;
  return {
    reportId: row.report_id,
    status: { id: row.report_status, name: reportStatusName(row.report_status) },
    verified,
    awaiting: verified ? null : waitsForOpponent ? 'opponent' : 'admin',
    awaitingTeamId: waitsForOpponent ? opponentOfSubmitter : null,
    visible,
    teamAGoals: visible ? (homeIsA ? home : enemy) : null,
    teamBGoals: visible ? (homeIsA ? enemy : home) : null,
    walkoverWinnerId:
      row.walkover_type === WALKOVER_TYPE.home
        ? row.home_team_id
        : row.walkover_type === WALKOVER_TYPE.enemy
          ? enemyTeam
          : null,
  };
}

export function toFixture(row: FixtureRow, viewer: Viewer): FixtureDto {
  const leagueId = row.league_id ?? row.sender_league_id;
  return {
    id: row.id,
    seasonId: row.season_id,
    date: row.starts_at.toISOString(),
    length: row.length_minutes,
    matchType: row.match_type,
    status: { id: row.status as MatchStatusId, name: matchStatusName(row.status) },
    league: leagueId ? { id: leagueId, name: row.league_name ?? '' } : null,
    pitch: {
      id: row.pitch_id,
      name: row.pitch_name ?? '',
      position: { latitude: Number(row.latitude ?? 0), longitude: Number(row.longitude ?? 0) },
    },
    teamA: side(row, 'a'),
    teamB: side(row, 'b'),
    result: resultOf(row, viewer),
  };
}
