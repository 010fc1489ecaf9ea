import { Inject, Injectable } from '@nestjs/common';
import { MATCH_STATUS, type SuspensionDto, suspensionLabel } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../platform/clock/clock';

interface SuspensionRow {
  id: string;
  team_id: string;
  team_name: string | null;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  matches: number | null;
  until: Date | null;
  from_at: Date;
  reason: string;
  served: number;
}

/**
 * Matches a suspension for N matches has run through: the team's accepted or finished matches
 * that kicked off after it was given and before `$2` (now, or a match's kick-off).
 */
export const SERVED = `
  (SELECT count(*)::int FROM rm_matches m
    WHERE (m.sender_team_id = s.team_id OR m.receiver_team_id = s.team_id)
      AND m.status IN (${MATCH_STATUS.accepted}, ${MATCH_STATUS.finished})
      AND m.starts_at > s.from_at AND m.starts_at < $2)`;

/** Suspensions (teams projection, `rm_team_suspensions`) with who, which team, how much served. */
@Injectable()
export class SuspensionsReadModel {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(of: { teamId: string } | { userId: string }): Promise<SuspensionDto[]> {
    const column = 'teamId' in of ? 's.team_id' : 's.user_id';
    const id = 'teamId' in of ? of.teamId : of.userId;
    const now = this.clock.now();
    const rows: SuspensionRow[] = await this.db.query(
      `SELECT s.id, s.team_id, t.name AS team_name, s.user_id, u.first_name, u.last_name,
              s.matches, s.until, s.from_at, s.reason, ${SERVED} AS served
         FROM rm_team_suspensions s
         LEFT JOIN rm_teams t ON t.id = s.team_id
         LEFT JOIN rm_users u ON u.id = s.user_id
        WHERE ${column} = $1
        ORDER BY s.from_at DESC, s.id`,
      [id, now.toISOString()],
    );
    return rows.map((r) => {
      const until = r.until ? new Date(r.until).toISOString() : null;
      const active =
        r.matches !== null ? r.served < r.matches : until !== null && new Date(until) > now;
      return {
        id: r.id,
        teamId: r.team_id,
        teamName: r.team_name ?? '',
        userId: r.user_id,
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        matches: r.matches,
        served: r.served,
        until,
        from: new Date(r.from_at).toISOString(),
        reason: r.reason,
        active,
        label: suspensionLabel({ matches: r.matches, until }),
      };
    });
  }
}
