import { Inject, Injectable } from '@nestjs/common';
import { type TeamOfferDto, type TeamOfferSentDto, teamImageUrl } from '@liga/contracts';
import { DataSource } from 'typeorm';

/** Offers of the transfer market (the team-offers projection, joined with teams and users). */
@Injectable()
export class OffersReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The player's open offers; none once they play in a team (accepting would be refused). */
  async forUser(userId: string, seasonId: string): Promise<TeamOfferDto[]> {
    const rows: Array<{
      id: string;
      team_id: string;
      name: string;
      short_name: string;
      has_image: boolean;
      image_version: number;
      league_id: string | null;
      league_name: string | null;
      captain_id: string;
      first_name: string | null;
      last_name: string | null;
      created_at: Date;
    }> = await this.db.query(
      `SELECT o.id, t.id AS team_id, t.name, t.short_name, t.has_image, t.image_version,
              l.id AS league_id, l.name AS league_name, t.captain_id, u.first_name, u.last_name,
              o.created_at
         FROM rm_team_offers o
         JOIN rm_teams t ON t.id = o.team_id
         LEFT JOIN rm_users u ON u.id = t.captain_id
         LEFT JOIN rm_league_teams lt ON lt.team_id = t.id AND lt.season_id = $2
              AND lt.ended_at IS NULL
         LEFT JOIN rm_leagues l ON l.id = lt.league_id
        WHERE o.user_id = $1 AND o.status = 'pending'
          AND NOT EXISTS (SELECT 1 FROM rm_team_members m WHERE m.user_id = $1)
        ORDER BY o.created_at DESC, o.id`,
      [userId, seasonId],
    );
    return rows.map((r) => ({
      id: r.id,
      team: {
        id: r.team_id,
        name: r.name,
        shortName: r.short_name,
        imageUrl: teamImageUrl(r.team_id, r.has_image ? r.image_version : undefined),
        league: r.league_id ? { id: r.league_id, name: r.league_name ?? '' } : null,
        captain: { id: r.captain_id, firstName: r.first_name ?? '', lastName: r.last_name ?? '' },
      },
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** The team's open offers, for its captain. */
  async forTeam(teamId: string): Promise<TeamOfferSentDto[]> {
    const rows: Array<{
      id: string;
      user_id: string;
      first_name: string | null;
      last_name: string | null;
      position: number | null;
      created_at: Date;
    }> = await this.db.query(
      `SELECT o.id, o.user_id, u.first_name, u.last_name, u.position, o.created_at
         FROM rm_team_offers o LEFT JOIN rm_users u ON u.id = o.user_id
        WHERE o.team_id = $1 AND o.status = 'pending'
        ORDER BY o.created_at DESC, o.id`,
      [teamId],
    );
    return rows.map((r) => ({
      id: r.id,
      teamId,
      player: {
        id: r.user_id,
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        position: r.position ?? 0,
      },
      createdAt: r.created_at.toISOString(),
    }));
  }

  async captainOf(teamId: string): Promise<string | null> {
    const rows: Array<{ captain_id: string }> = await this.db.query(
      'SELECT captain_id FROM rm_teams WHERE id = $1',
      [teamId],
    );
    return rows[0]?.captain_id ?? null;
  }
}
