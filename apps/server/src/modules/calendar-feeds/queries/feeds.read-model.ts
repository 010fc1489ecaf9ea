import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import type { FeedMatch } from '../feeds/ical-feed';

interface FeedRow {
  id: string;
  starts_at: Date;
  length_minutes: number;
  status: 'CONFIRMED' | 'CANCELLED';
  sequence: number;
  changed_at: Date;
  sender_goals: number | null;
  receiver_goals: number | null;
  note: string | null;
  home: string | null;
  away: string | null;
  league: string | null;
  pitch: string | null;
  latitude: number | null;
  longitude: number | null;
}

const SELECT = `
  SELECT f.id, f.starts_at, f.length_minutes, f.status, f.sequence, f.changed_at,
         f.sender_goals, f.receiver_goals, f.note,
         st.name AS home, rt.name AS away, l.name AS league,
         p.name AS pitch, p.latitude, p.longitude
    FROM rm_feed_matches f
    LEFT JOIN rm_match_teams st ON st.id = f.sender_team_id
    LEFT JOIN rm_match_teams rt ON rt.id = f.receiver_team_id
    LEFT JOIN rm_leagues l ON l.id = f.league_id
    LEFT JOIN rm_pitches p ON p.id = f.pitch_id`;

const toMatch = (r: FeedRow): FeedMatch => ({
  id: r.id,
  startsAt: new Date(r.starts_at),
  lengthMinutes: r.length_minutes,
  status: r.status,
  sequence: r.sequence,
  changedAt: new Date(r.changed_at),
  home: r.home ?? 'Drużyna',
  away: r.away ?? 'Drużyna',
  league: r.league,
  pitch:
    r.pitch && r.latitude !== null && r.longitude !== null
      ? { name: r.pitch, latitude: Number(r.latitude), longitude: Number(r.longitude) }
      : null,
  senderGoals: r.sender_goals,
  receiverGoals: r.receiver_goals,
  note: r.note,
});

/** The projections a feed is read from: its answers are cached until one of them moves. */
export const FEED_SOURCES = ['calendar_feeds', 'matches', 'leagues', 'pitches', 'teams', 'users'];

/** Reads of the feeds' read model (rm_feed_matches with the names of teams, leagues, pitches). */
@Injectable()
export class FeedsReadModel {
  readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, FEED_SOURCES, commits, 2_000);
  }

  async ofLeague(leagueId: string): Promise<FeedMatch[]> {
    const rows: FeedRow[] = await this.db.query(
      `${SELECT} WHERE f.visible AND (f.sender_league_id = $1 OR f.receiver_league_id = $1)
        ORDER BY f.starts_at, f.id`,
      [leagueId],
    );
    return rows.map(toMatch);
  }

  async ofTeams(teamIds: readonly string[]): Promise<FeedMatch[]> {
    if (teamIds.length === 0) return [];
    const rows: FeedRow[] = await this.db.query(
      `${SELECT} WHERE f.visible
          AND (f.sender_team_id = ANY($1::uuid[]) OR f.receiver_team_id = ANY($1::uuid[]))
        ORDER BY f.starts_at, f.id`,
      [teamIds],
    );
    return rows.map(toMatch);
  }

  async match(matchId: string): Promise<FeedMatch | null> {
    const rows: FeedRow[] = await this.db.query(`${SELECT} WHERE f.visible AND f.id = $1`, [
      matchId,
    ]);
    return rows[0] ? toMatch(rows[0]) : null;
  }

  /** The teams a person plays for now. */
  async teamsOf(userId: string): Promise<string[]> {
    const rows: Array<{ team_id: string }> = await this.db.query(
      'SELECT team_id FROM rm_team_members WHERE user_id = $1 ORDER BY joined_at DESC',
      [userId],
    );
    return rows.map((r) => r.team_id);
  }

  /** The team's league in a season (the current link), or null. */
  async leagueOfTeam(teamId: string, seasonId: string): Promise<string | null> {
    const rows: Array<{ league_id: string }> = await this.db.query(
      `SELECT league_id FROM rm_league_teams
        WHERE team_id = $1 AND season_id = $2 AND ended_at IS NULL LIMIT 1`,
      [teamId, seasonId],
    );
    return rows[0]?.league_id ?? null;
  }

  async teamName(teamId: string): Promise<string | null> {
    const rows: Array<{ name: string }> = await this.db.query(
      'SELECT name FROM rm_teams WHERE id = $1',
      [teamId],
    );
    return rows[0]?.name ?? null;
  }

  async league(leagueId: string): Promise<{ name: string; season: string } | null> {
    const rows: Array<{ name: string; season: string }> = await this.db.query(
      `SELECT l.name, s.name AS season FROM rm_leagues l JOIN rm_seasons s ON s.id = l.season_id
        WHERE l.id = $1`,
      [leagueId],
    );
    return rows[0] ?? null;
  }

  async personName(userId: string): Promise<string | null> {
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT first_name || ' ' || last_name AS name FROM rm_users WHERE id = $1 AND NOT erased`,
      [userId],
    );
    return rows[0]?.name ?? null;
  }
}
