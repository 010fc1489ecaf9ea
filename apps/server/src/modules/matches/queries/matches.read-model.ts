import type { Principal } from '../../../platform/auth/principal';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CalendarMatchDto,
  type ChallengeableTeamDto,
  MATCH_STATUS,
  type MatchDto,
  teamImageUrl,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import {
  MATCH_SELECT,
  type MatchRow,
  NOT_ORPHANED,
  type ScoreViewer,
  toCalendarDto,
  toMatchDto,
} from './match-rows';

const { pending, pendingAlt, accepted, finished } = MATCH_STATUS;
const OF_TEAM = '(m.sender_team_id = $1 OR m.receiver_team_id = $1)';

/** Reads of the matches projection (joined with teams, leagues and pitches tables). */
@Injectable()
export class MatchesReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Pending challenges of a team, incoming and outgoing, soonest first. */
  async pending(teamId: string): Promise<MatchDto[]> {
    const rows: MatchRow[] = await this.db.query(
      `${MATCH_SELECT} WHERE ${OF_TEAM} AND m.status IN ($2, $3) AND ${NOT_ORPHANED}
        ORDER BY m.starts_at, m.id`,
      [teamId, pending, pendingAlt],
    );
    return rows.map((r) => toMatchDto(r, teamId, undefined, this.clock.now()));
  }

  /** Every challenge of a team with its status ('Historia'), newest first. */
  async history(teamId: string): Promise<MatchDto[]> {
    const rows: MatchRow[] = await this.db.query(
      `${MATCH_SELECT} WHERE ${OF_TEAM} AND ${NOT_ORPHANED}
        ORDER BY m.created_at DESC, m.id LIMIT 500`,
      [teamId],
    );
    const now = this.clock.now();
    return rows.map((r) => toMatchDto(r, teamId, undefined, now));
  }

  /** Accepted or finished matches of a team, newest first; scores as `viewer` may see them. */
  async accepted(
    teamId: string,
    pageSize: number,
    page: number,
    viewer: ScoreViewer,
  ): Promise<MatchDto[]> {
    const rows: MatchRow[] = await this.db.query(
      `${MATCH_SELECT} WHERE ${OF_TEAM} AND m.status IN ($2, $3)
        ORDER BY m.starts_at DESC, m.id LIMIT $4 OFFSET $5`,
      [teamId, accepted, finished, pageSize, page * pageSize],
    );
    const now = this.clock.now();
    return rows.map((r) => toMatchDto(r, teamId, viewer, now));
  }

  /** Pending, accepted and finished matches starting in [start, end). */
  async calendar(start: Date, end: Date): Promise<CalendarMatchDto[]> {
    const rows: MatchRow[] = await this.db.query(
      `${MATCH_SELECT}
        WHERE m.starts_at >= $1 AND m.starts_at < $2 AND m.status IN ($3, $4, $5, $6)
          AND ${NOT_ORPHANED}
        ORDER BY m.starts_at, m.id`,
      [start.toISOString(), end.toISOString(), pending, pendingAlt, accepted, finished],
    );
    return rows.map(toCalendarDto);
  }

  /** The teams whose unverified scores the caller may see: all for an admin, else their own. */
  async scoreViewer(caller: Principal): Promise<ScoreViewer> {
    if (caller.role === 'Admin') return { admin: true, teamIds: new Set() };
    const rows: Array<{ team_id: string }> = await this.db.query(
      `SELECT team_id FROM rm_team_members WHERE user_id = $1
       UNION SELECT id FROM rm_teams WHERE captain_id = $1`,
      [caller.userId],
    );
    return { admin: false, teamIds: new Set(rows.map((r) => r.team_id)) };
  }

  async isTeamMember(teamId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM rm_team_members WHERE team_id = $1 AND user_id = $2
       UNION ALL SELECT 1 FROM rm_teams WHERE id = $1 AND captain_id = $2 LIMIT 1`,
      [teamId, userId],
    );
    return rows.length > 0;
  }

  async seasonExists(seasonId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_seasons WHERE id = $1', [
      seasonId,
    ]);
    return rows.length > 0;
  }

  /**
   * Teams the caller's team may challenge: the teams of its league(s) this season (all teams
   * assigned to a league this season when it has none), without its own team and without
   * teams it already has a pending or accepted match with.
   */
  async challengeable(seasonId: string, userId: string): Promise<ChallengeableTeamDto[]> {
    const rows: Array<{
      id: string;
      name: string;
      short_name: string;
      has_image: boolean;
      image_version: number;
      league_id: string;
      league_name: string;
    }> = await this.db.query(
      `WITH own AS (
         SELECT team_id FROM rm_team_members WHERE user_id = $2
         UNION SELECT id FROM rm_teams WHERE captain_id = $2
       ), own_leagues AS (
         SELECT league_id FROM rm_league_teams
          WHERE season_id = $1 AND ended_at IS NULL AND team_id IN (SELECT team_id FROM own)
       )
       SELECT t.id, t.name, t.short_name, t.has_image, t.image_version,
              l.id AS league_id, l.name AS league_name
         FROM rm_league_teams lt
         JOIN rm_teams t ON t.id = lt.team_id
         JOIN rm_leagues l ON l.id = lt.league_id
        WHERE lt.season_id = $1 AND lt.ended_at IS NULL
          AND t.id NOT IN (SELECT team_id FROM own)
          AND (NOT EXISTS (SELECT 1 FROM own_leagues)
               OR lt.league_id IN (SELECT league_id FROM own_leagues))
          AND NOT EXISTS (
            SELECT 1 FROM rm_matches m
             WHERE m.season_id = $1 AND m.status IN ($3, $4, $5)
               AND ((m.sender_team_id = t.id AND m.receiver_team_id IN (SELECT team_id FROM own))
                 OR (m.receiver_team_id = t.id AND m.sender_team_id IN (SELECT team_id FROM own))))
        ORDER BY l.sort_number, l.sort_letter, lower(t.name), t.id`,
      [seasonId, userId, pending, pendingAlt, accepted],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      shortName: r.short_name,
      imageUrl: teamImageUrl(r.id, r.has_image ? r.image_version : undefined),
      league: { id: r.league_id, name: r.league_name },
    }));
  }
}
