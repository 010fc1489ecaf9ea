import {
  isWalkover,
  type MatchReportSummaryDto,
  type MatchStatusId,
  matchStatusName,
  type ReportMatchDto,
  reportStatusName,
  teamImageUrl,
  walkoverWarning,
} from '@liga/contracts';
import type { TeamSheet } from '../../matches/domain/match.events';

/** Columns every report read selects (aliases r, ht, et, l, m, p, s). */
export const REPORT_SELECT = `
  SELECT r.id, r.match_id, r.season_id, r.league_id, r.home_league_id, r.enemy_league_id,
         r.home_team_id, r.enemy_team_id, r.submitted_by_team_id, r.admin_insert, r.status,
         r.walkover_type, r.home_goals, r.enemy_goals, r.teams, r.match_date, r.created_at,
         r.accepted_at, r.verified_at,
         ht.name AS home_name, ht.short_name AS home_short_name, ht.has_image AS home_has_image,
         ht.image_version AS home_image_version,
         et.name AS enemy_name, et.short_name AS enemy_short_name, et.has_image AS enemy_has_image,
         et.image_version AS enemy_image_version,
         l.name AS league_name, m.length_minutes, m.status AS match_status, m.match_type, m.pitch_id,
         p.name AS pitch_name, s.start_date AS season_start,
         (SELECT count(*)::int FROM rm_reports w
           WHERE w.season_id = r.season_id AND w.status = 4
             AND ((w.walkover_type = 2 AND w.enemy_team_id = r.home_team_id)
               OR (w.walkover_type = 3 AND w.home_team_id = r.home_team_id))) AS home_walkovers,
         (SELECT count(*)::int FROM rm_reports w
           WHERE w.season_id = r.season_id AND w.status = 4
             AND ((w.walkover_type = 2 AND w.enemy_team_id = r.enemy_team_id)
               OR (w.walkover_type = 3 AND w.home_team_id = r.enemy_team_id))) AS enemy_walkovers
    FROM rm_reports r
    LEFT JOIN rm_report_teams ht ON ht.id = r.home_team_id
    LEFT JOIN rm_report_teams et ON et.id = r.enemy_team_id
    LEFT JOIN rm_leagues l ON l.id = coalesce(r.league_id, r.home_league_id)
    LEFT JOIN rm_matches m ON m.id = r.match_id
    LEFT JOIN rm_pitches p ON p.id = m.pitch_id
    LEFT JOIN rm_seasons s ON s.id = r.season_id`;

export interface ReportRow {
  id: string;
  match_id: string;
  season_id: string;
  league_id: string | null;
  home_league_id: string | null;
  enemy_league_id: string | null;
  home_team_id: string;
  enemy_team_id: string;
  submitted_by_team_id: string | null;
  admin_insert: boolean;
  status: number;
  walkover_type: number;
  home_goals: number;
  enemy_goals: number;
  teams: [TeamSheet, TeamSheet];
  match_date: Date;
  created_at: Date;
  accepted_at: Date | null;
  verified_at: Date | null;
  home_name: string | null;
  home_short_name: string | null;
  home_has_image: boolean | null;
  home_image_version: number | null;
  enemy_name: string | null;
  enemy_short_name: string | null;
  enemy_has_image: boolean | null;
  enemy_image_version: number | null;
  league_name: string | null;
  length_minutes: number | null;
  match_status: number | null;
  match_type: number | null;
  pitch_id: string | null;
  pitch_name: string | null;
  season_start: Date | null;
  home_walkovers: number;
  enemy_walkovers: number;
}

const WEEK_MS = 7 * 86_400_000;

function teamSummary(row: ReportRow, side: 'home' | 'enemy') {
  const id = side === 'home' ? row.home_team_id : row.enemy_team_id;
  const hasImage = row[`${side}_has_image`];
  return {
    id,
    name: row[`${side}_name`] ?? 'Drużyna',
    shortName: row[`${side}_short_name`] ?? '',
    imageUrl: teamImageUrl(id, hasImage ? (row[`${side}_image_version`] ?? 0) : undefined),
    score: side === 'home' ? row.home_goals : row.enemy_goals,
    walkovers: row[`${side}_walkovers`],
  };
}

export function matchOf(row: ReportRow): ReportMatchDto {
  const status = row.match_status ?? 3;
  return {
    id: row.match_id,
    date: row.match_date.toISOString(),
    length: row.length_minutes ?? 0,
    status: { id: status as MatchStatusId, name: matchStatusName(status) },
    pitch: row.pitch_id ? { id: row.pitch_id, name: row.pitch_name ?? '' } : null,
    matchType: row.match_type ?? 1,
  };
}

export function toSummary(row: ReportRow): MatchReportSummaryDto {
  const leagueId = row.league_id ?? row.home_league_id;
  const week = row.season_start
    ? Math.floor((row.match_date.getTime() - row.season_start.getTime()) / WEEK_MS) + 1
    : 0;
  return {
    id: row.id,
    status: { id: row.status, name: reportStatusName(row.status) },
    match: matchOf(row),
    league: leagueId ? { id: leagueId, name: row.league_name ?? '' } : null,
    teams: [teamSummary(row, 'home'), teamSummary(row, 'enemy')],
    walkoverType: row.walkover_type,
    isWalkover: isWalkover(row.walkover_type),
    homeGoals: row.home_goals,
    enemyGoals: row.enemy_goals,
    submittedByTeamId: row.submitted_by_team_id,
    adminInsert: row.admin_insert,
    walkoverWarning: walkoverWarning(row.home_walkovers, row.enemy_walkovers),
    week,
    createdAt: row.created_at.toISOString(),
  };
}
