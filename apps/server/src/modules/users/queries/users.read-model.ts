import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminUserRowDto,
  AdminUsersQuery,
  Role,
  UserProfileDto,
  UserSearchQuery,
  UserSearchRowDto,
  UserStatisticDto,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { searchPatterns } from '../projections/search-key';

export interface UserRow {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  height: number | null;
  shirt_number: number | null;
  position: number;
  dominant_leg: number;
  role: Role;
  verified: boolean;
  has_avatar: boolean;
  avatar_version: number;
}

const COLUMNS = `id, email, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
  height, shirt_number, position, dominant_leg, role, verified, has_avatar, avatar_version`;

export const avatarUrl = (row: Pick<UserRow, 'id' | 'avatar_version'>) =>
  `/api/user/avatar/${row.id}?v=${row.avatar_version}`;

const ZERO_STATISTIC: UserStatisticDto = {
  maxGoalsInMatch: 0,
  matchesPlayed: 0,
  wins: 0,
  goals: 0,
  mvpPoints: 0,
};

function searchRow(row: UserRow): UserSearchRowDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    positionType: { id: row.position },
    dominateLeg: { id: row.dominant_leg },
    birthDate: row.birth_date,
    height: row.height,
    shirtNumber: row.shirt_number,
    imageUrl: avatarUrl(row),
    imageLoaded: row.has_avatar,
  };
}

/** Reads of `rm_users`. E-mails only ever reach the owner and admins. */
@Injectable()
export class UsersReadModel {
  /** Profiles (the player page), until the users or teams projection moves. */
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['users', 'teams'], commits);
  }

  /** The row of a live (not erased) account, or null. */
  async row(userId: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM rm_users WHERE id = $1 AND NOT erased`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * A player's profile as `viewer` may see it: the e-mail and role for the person and admins
   * only. Kept per person and kind of viewer until the users or teams projection moves; the
   * answer is shared: callers must not change it.
   */
  profile(userId: string, viewer: Principal | null): Promise<UserProfileDto | null> {
    const privileged = viewer !== null && (viewer.userId === userId || isAdmin(viewer));
    return this.cache.get(`profile:${userId}:${privileged ? 'full' : 'public'}`, () =>
      this.readProfile(userId, privileged),
    );
  }

  private async readProfile(userId: string, privileged: boolean): Promise<UserProfileDto | null> {
    const row = await this.row(userId);
    if (!row) return null;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      ...(privileged ? { email: row.email ?? '', role: row.role } : {}),
      height: row.height,
      shirtNumber: row.shirt_number,
      birthDate: row.birth_date,
      positionType: { id: row.position },
      position: { id: row.position },
      dominateLeg: { id: row.dominant_leg },
      ...(await this.teamsOf(row.id)),
      imageUrl: avatarUrl(row),
    };
  }

  /**
   * The player's teams with their captains, from the teams projection's tables (joined at
   * read time, so names erased from `rm_users` are erased here too).
   */
  private async teamsOf(
    userId: string,
  ): Promise<Pick<UserProfileDto, 'teams' | 'teamCaptainOfId'>> {
    const [{ present }]: Array<{ present: boolean }> = await this.db.query(
      `SELECT to_regclass('rm_team_members') IS NOT NULL AS present`,
    );
    if (!present) return { teams: [], teamCaptainOfId: null };
    const rows: Array<{
      id: string;
      name: string;
      short_name: string;
      member_type: number;
      captain_id: string | null;
      captain_first: string | null;
      captain_last: string | null;
    }> = await this.db.query(
      `SELECT t.id, t.name, t.short_name, m.member_type, c.id AS captain_id,
              c.first_name AS captain_first, c.last_name AS captain_last
         FROM rm_team_members m
         JOIN rm_teams t ON t.id = m.team_id
         LEFT JOIN rm_users c ON c.id = t.captain_id AND NOT c.erased
        WHERE m.user_id = $1
        ORDER BY m.joined_at, t.name`,
      [userId],
    );
    return {
      teams: rows.map((r) => ({
        id: r.id,
        name: r.name,
        shortName: r.short_name,
        capitan: r.captain_id
          ? { id: r.captain_id, firstName: r.captain_first ?? '', lastName: r.captain_last ?? '' }
          : null,
      })),
      teamCaptainOfId: rows.find((r) => r.member_type === 2)?.id ?? null,
    };
  }

  /**
   * Zeros until match reports exist. The reports feature will own `rm_user_statistics`
   * (user_id uuid PRIMARY KEY, matches_played int, wins int, goals int, mvp_points int,
   * max_goals_in_match int); until that table exists, or when it has no row, the answer is 0s.
   */
  async statistic(userId: string): Promise<UserStatisticDto> {
    return this.withKeeperRecord(await this.totals(userId), userId, null);
  }

  /**
   * A goalkeeper's record (issue 19: the profile shows what fits the position): the reported
   * matches with a keeper rating, those without a goal conceded, the best rating; of one
   * season or of all. None when the player never kept goal.
   */
  private async withKeeperRecord(
    statistic: UserStatisticDto,
    userId: string,
    seasonId: string | null,
  ): Promise<UserStatisticDto> {
    // the standings feature's tables (absent in an app without it)
    const [{ present }]: Array<{ present: boolean }> = await this.db.query(
      `SELECT to_regclass('rm_player_results') IS NOT NULL
              AND to_regclass('rm_team_results') IS NOT NULL AS present`,
    );
    if (!present) return statistic;
    const rows: Array<{ matches: number; clean_sheets: number; best: number | null }> =
      await this.db.query(
        `SELECT count(*)::int AS matches,
                count(*) FILTER (WHERE tr.conceded = 0)::int AS clean_sheets,
                max(p.keeper_rate)::int AS best
           FROM rm_player_results p
           JOIN rm_team_results tr ON tr.report_id = p.report_id AND tr.team_id = p.team_id
          WHERE p.user_id = $1 AND p.keeper_rate IS NOT NULL
            AND ($2::uuid IS NULL OR p.season_id = $2::uuid)`,
        [userId, seasonId],
      );
    const r = rows[0];
    if (!r || r.matches === 0 || r.best === null) return statistic;
    return {
      ...statistic,
      keeper: { matches: r.matches, cleanSheets: r.clean_sheets, bestRating: r.best },
    };
  }

  private async totals(userId: string): Promise<UserStatisticDto> {
    const [{ present }]: Array<{ present: boolean }> = await this.db.query(
      `SELECT to_regclass('rm_user_statistics') IS NOT NULL AS present`,
    );
    if (!present) return { ...ZERO_STATISTIC };
    const rows: Array<Record<string, number>> = await this.db.query(
      `SELECT max_goals_in_match, matches_played, wins, goals, mvp_points
         FROM rm_user_statistics WHERE user_id = $1`,
      [userId],
    );
    const r = rows[0];
    if (!r) return { ...ZERO_STATISTIC };
    return {
      maxGoalsInMatch: Number(r.max_goals_in_match ?? 0),
      matchesPlayed: Number(r.matches_played ?? 0),
      wins: Number(r.wins ?? 0),
      goals: Number(r.goals ?? 0),
      mvpPoints: Number(r.mvp_points ?? 0),
    };
  }

  async seasonExists(seasonId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_seasons WHERE id = $1', [
      seasonId,
    ]);
    return rows.length > 0;
  }

  /** The profile's figures in one season (the archive projection's matches of the player). */
  async seasonStatistic(userId: string, seasonId: string): Promise<UserStatisticDto> {
    const rows: Array<Record<string, number>> = await this.db.query(
      `SELECT coalesce(max(goals), 0)::int AS max_goals_in_match, count(*)::int AS matches_played,
              count(*) FILTER (WHERE won)::int AS wins, coalesce(sum(goals), 0)::int AS goals,
              coalesce(sum(mvp), 0)::int AS mvp_points
         FROM rm_archive_player_results WHERE user_id = $1 AND season_id = $2`,
      [userId, seasonId],
    );
    const r = rows[0];
    return this.withKeeperRecord(
      {
        maxGoalsInMatch: r.max_goals_in_match,
        matchesPlayed: r.matches_played,
        wins: r.wins,
        goals: r.goals,
        mvpPoints: r.mvp_points,
      },
      userId,
      seasonId,
    );
  }

  /**
   * Transfers, players view (public): confirmed players with a player profile (position set),
   * every word of the query in the name (case and diacritics ignored). No e-mails.
   */
  async search(query: UserSearchQuery): Promise<UserSearchRowDto[]> {
    const rows: UserRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM rm_users
        WHERE NOT erased AND verified AND position > 0
          AND search_name LIKE ALL ($1::text[])
          AND ($2::int = 0 OR position = $2::int)
        ORDER BY last_name COLLATE "pl-x-icu", first_name COLLATE "pl-x-icu", id
        LIMIT $3 OFFSET $4`,
      [searchPatterns(query.Query), query.Position, query.pageSize, query.page * query.pageSize],
    );
    return rows.map(searchRow);
  }

  /** Admin users tab: every live account (unconfirmed ones too), by name or e-mail. */
  async adminList(query: AdminUsersQuery): Promise<AdminUserRowDto[]> {
    const rows: UserRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM rm_users
        WHERE NOT erased
          AND (search_name || ' ' || lower(coalesce(email, ''))) LIKE ALL ($1::text[])
        ORDER BY last_name COLLATE "pl-x-icu", first_name COLLATE "pl-x-icu", id
        LIMIT $2 OFFSET $3`,
      [searchPatterns(query.Query), query.pageSize, query.page * query.pageSize],
    );
    return rows.map((row) => ({
      ...searchRow(row),
      email: row.email ?? '',
      verified: row.verified,
      role: row.role,
    }));
  }
}
