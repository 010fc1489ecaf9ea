import { Inject, Injectable } from '@nestjs/common';
import {
  teamImageUrl,
  type TransferPlayersPageDto,
  type TransferPlayersQuery,
  type TransferTeamDto,
  type TransferTeamsQuery,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { StandingsReadModel } from '../../standings/queries/standings.read-model';
import { avatarUrl } from '../../users/queries/users.read-model';
import { searchPatterns } from '../../users/projections/search-key';

/** Names sort the Polish way (Ł after L, Ś after S): the ICU collation of PostgreSQL. */
const PL = 'COLLATE "pl-x-icu"';

interface PlayerRow {
  id: string;
  first_name: string;
  last_name: string;
  position: number;
  dominant_leg: number;
  birth_date: string | null;
  height: number | null;
  avatar_version: number;
  team_id: string | null;
  team_name: string | null;
  offered: boolean;
  total: string;
}

/**
 * The transfer market's reads: players (free agents marked, their team otherwise) and teams
 * (looking for players, with their real place in the league table).
 */
@Injectable()
export class TransfersReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
  ) {}

  async players(q: TransferPlayersQuery, callerId: string): Promise<TransferPlayersPageDto> {
    const rows: PlayerRow[] = await this.db.query(
      `SELECT u.id, u.first_name, u.last_name, u.position, u.dominant_leg,
              to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.height, u.avatar_version,
              t.id AS team_id, t.name AS team_name,
              EXISTS (SELECT 1 FROM rm_team_offers o JOIN rm_teams ct ON ct.id = o.team_id
                       WHERE o.user_id = u.id AND o.status = 'pending' AND ct.captain_id = $5)
                AS offered,
              count(*) OVER () AS total
         FROM rm_users u
         LEFT JOIN rm_team_members m ON m.user_id = u.id
         LEFT JOIN rm_teams t ON t.id = m.team_id
        WHERE NOT u.erased AND u.verified AND u.position > 0 AND u.role <> 'Admin'
          AND u.search_name LIKE ALL ($1::text[])
          AND ($2::int = 0 OR u.position = $2::int)
          AND (NOT $3::boolean OR m.user_id IS NULL)
        ORDER BY u.last_name ${PL}, u.first_name ${PL}, u.id
        LIMIT $4 OFFSET $6`,
      [
        searchPatterns(q.Query),
        q.Position,
        q.FreeAgents,
        q.pageSize,
        callerId,
        q.page * q.pageSize,
      ],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(q);
    return {
      items: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        position: r.position,
        dominateLeg: r.dominant_leg,
        birthDate: r.birth_date,
        height: r.height,
        imageUrl: avatarUrl(r),
        isFreeAgent: r.team_id === null,
        team: r.team_id ? { id: r.team_id, name: r.team_name ?? '' } : null,
        offeredByMyTeam: r.offered,
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
      pageCount: Math.ceil(total / q.pageSize),
    };
  }

  /** A page past the end still says how many there are. */
  private async count(q: TransferPlayersQuery): Promise<number> {
    const [row]: Array<{ n: string }> = await this.db.query(
      `SELECT count(*) AS n FROM rm_users u LEFT JOIN rm_team_members m ON m.user_id = u.id
        WHERE NOT u.erased AND u.verified AND u.position > 0 AND u.role <> 'Admin'
          AND u.search_name LIKE ALL ($1::text[]) AND ($2::int = 0 OR u.position = $2::int)
          AND (NOT $3::boolean OR m.user_id IS NULL)`,
      [searchPatterns(q.Query), q.Position, q.FreeAgents],
    );
    return Number(row?.n ?? 0);
  }

  /** Teams of the season (of one league), those looking for players first, then by name. */
  async teams(q: TransferTeamsQuery, seasonId: string): Promise<TransferTeamDto[]> {
    const rows: Array<{
      id: string;
      name: string;
      short_name: string;
      has_image: boolean;
      image_version: number;
      first_name: string | null;
      last_name: string | null;
      league_id: string | null;
      league_name: string | null;
      looking: boolean | null;
      positions: number[] | null;
    }> = await this.db.query(
      `SELECT t.id, t.name, t.short_name, t.has_image, t.image_version, u.first_name,
              u.last_name, l.id AS league_id, l.name AS league_name, r.looking, r.positions
         FROM rm_teams t
         LEFT JOIN rm_users u ON u.id = t.captain_id
         LEFT JOIN rm_league_teams lt ON lt.team_id = t.id AND lt.season_id = $2
              AND lt.ended_at IS NULL
         LEFT JOIN rm_leagues l ON l.id = lt.league_id
         LEFT JOIN rm_team_recruitment r ON r.team_id = t.id
        WHERE ($1::uuid IS NULL OR lt.league_id = $1) AND (NOT $3::boolean OR r.looking)
        ORDER BY coalesce(r.looking, false) DESC, t.name ${PL}, t.id`,
      [q.LeagueId ?? null, seasonId, q.LookingOnly],
    );
    const positions = await this.leaguePositions(
      [...new Set(rows.map((r) => r.league_id).filter((id): id is string => id !== null))],
      seasonId,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      shortName: r.short_name,
      imageUrl: teamImageUrl(r.id, r.has_image ? r.image_version : undefined),
      captain:
        r.first_name !== null ? { firstName: r.first_name, lastName: r.last_name ?? '' } : null,
      league: r.league_id ? { id: r.league_id, name: r.league_name ?? '' } : null,
      leaguePosition: positions.get(r.id) ?? null,
      lookingForPlayers: r.looking ?? false,
      positions: r.looking ? (r.positions ?? []) : [],
    }));
  }

  /** Each team's place in its league's table (the table's own order). */
  private async leaguePositions(
    leagueIds: string[],
    seasonId: string,
  ): Promise<Map<string, number>> {
    const places = new Map<string, number>();
    for (const leagueId of leagueIds) {
      const table = await this.standings.table(leagueId, seasonId, 'position');
      for (const row of table) places.set(row.id, row.position);
    }
    return places;
  }
}
