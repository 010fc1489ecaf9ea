import { Inject, Injectable } from '@nestjs/common';
import type { TeamInvitationDto } from '@liga/contracts';
import { DataSource } from 'typeorm';

interface ApplicationRow {
  id: string;
  team_id: string;
  team_name: string;
  team_short_name: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  position: number | null;
  dominant_leg: number | null;
  birth_date: string | null;
  height: number | null;
  shirt_number: number | null;
  created_at: Date;
}

const SELECT = `SELECT a.id, a.team_id, t.name AS team_name, t.short_name AS team_short_name,
    a.user_id, u.first_name, u.last_name, u.position, u.dominant_leg,
    to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.height, u.shirt_number, a.created_at
  FROM rm_team_applications a
  JOIN rm_teams t ON t.id = a.team_id
  LEFT JOIN rm_users u ON u.id = a.user_id`;

const toDto = (r: ApplicationRow): TeamInvitationDto => ({
  id: r.id,
  team: { id: r.team_id, name: r.team_name, shortName: r.team_short_name },
  user: {
    id: r.user_id,
    firstName: r.first_name ?? '',
    lastName: r.last_name ?? '',
    positionType: { id: r.position ?? 0 },
    dominateLeg: { id: r.dominant_leg ?? 0 },
    birthDate: r.birth_date,
    height: r.height,
    shirtNumber: r.shirt_number,
  },
  createdAt: new Date(r.created_at).toISOString(),
});

/** Pending team applications ("team invitations" in the API's words). */
@Injectable()
export class ApplicationsReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The player's pending applications (non-empty = they wait for a captain). */
  async pendingOfUser(userId: string): Promise<TeamInvitationDto[]> {
    const rows: ApplicationRow[] = await this.db.query(
      `${SELECT} WHERE a.user_id = $1 AND a.status = 'pending' ORDER BY a.created_at, a.id`,
      [userId],
    );
    return rows.map(toDto);
  }

  /** Pending applications to the teams this player captains ('Zgłoszenia (n)'). */
  async pendingForCaptain(captainId: string): Promise<TeamInvitationDto[]> {
    const rows: ApplicationRow[] = await this.db.query(
      `${SELECT} WHERE t.captain_id = $1 AND a.status = 'pending' ORDER BY a.created_at, a.id`,
      [captainId],
    );
    return rows.map(toDto);
  }
}
