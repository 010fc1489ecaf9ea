import type { ProjectionContext } from '../../../platform/projections/projection';

/** A member row new in the run (rm_team_members). */
interface MemberRow {
  userTeamId: string;
  teamId: string;
  userId: string;
  memberType: number;
  joinedAt: string;
}

/** An application row new in the run (rm_team_applications). */
interface ApplicationRow {
  id: string;
  teamId: string;
  userId: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
}

/**
 * What a run of team events keeps in memory until its end: the members and applications new
 * in it (later events of the run change them there; each event's statement changes the rows
 * already in the table, which these never are), and the teams whose members count moved. At
 * the end: one insert per table and one recount of those teams. The same rows as one event
 * after another (a member's and an application's stream of facts starts with its insert).
 */
export class TeamRun {
  private readonly members = new Map<string, MemberRow>();
  private readonly applications = new Map<string, ApplicationRow>();
  private readonly counted = new Set<string>();

  joined(row: MemberRow): void {
    if (!this.members.has(row.userTeamId)) this.members.set(row.userTeamId, row);
    this.counted.add(row.teamId);
  }

  /** A member left: true when the row was new in the run (nothing to delete in the table). */
  left(userTeamId: string, teamId: string): boolean {
    this.counted.add(teamId);
    return this.members.delete(userTeamId);
  }

  /** The captaincy moved: the new members of the team follow it. */
  captaincy(teamId: string, toUserId: string): void {
    for (const m of this.members.values()) {
      if (m.teamId === teamId) m.memberType = m.userId === toUserId ? 2 : 1;
    }
  }

  submitted(row: Omit<ApplicationRow, 'status' | 'decidedAt'>): void {
    if (!this.applications.has(row.id)) {
      this.applications.set(row.id, { ...row, status: 'pending', decidedAt: null });
    }
  }

  /** An application ended: true when it was new in the run (decided here, if still pending). */
  ended(id: string, status: string, at: string): boolean {
    const row = this.applications.get(id);
    if (!row) return false;
    if (row.status === 'pending') Object.assign(row, { status, decidedAt: at });
    return true;
  }

  /** A team deleted: its new members go, its new pending applications end. */
  teamDeleted(teamId: string, at: string): void {
    for (const [id, m] of this.members) if (m.teamId === teamId) this.members.delete(id);
    for (const row of this.applications.values()) {
      if (row.teamId === teamId && row.status === 'pending') {
        Object.assign(row, { status: 'teamDeleted', decidedAt: at });
      }
    }
  }

  /** Writes what the run kept: its new rows, then the members count of the teams it moved. */
  flush(ctx: ProjectionContext): void {
    const members = [...this.members.values()];
    if (members.length > 0) {
      ctx.execute(
        `INSERT INTO rm_team_members (user_team_id, team_id, user_id, member_type, joined_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::timestamptz[])
         ON CONFLICT (user_team_id) DO NOTHING`,
        [
          members.map((m) => m.userTeamId),
          members.map((m) => m.teamId),
          members.map((m) => m.userId),
          members.map((m) => m.memberType),
          members.map((m) => m.joinedAt),
        ],
      );
    }
    const applications = [...this.applications.values()];
    if (applications.length > 0) {
      ctx.execute(
        `INSERT INTO rm_team_applications (id, team_id, user_id, status, created_at, decided_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[],
                              $5::timestamptz[], $6::timestamptz[])
         ON CONFLICT (id) DO NOTHING`,
        [
          applications.map((a) => a.id),
          applications.map((a) => a.teamId),
          applications.map((a) => a.userId),
          applications.map((a) => a.status),
          applications.map((a) => a.createdAt),
          applications.map((a) => a.decidedAt),
        ],
      );
    }
    if (this.counted.size > 0) {
      ctx.execute(
        `UPDATE rm_teams t
            SET members_count = (SELECT count(*) FROM rm_team_members m WHERE m.team_id = t.id)
          WHERE t.id = ANY($1::uuid[])`,
        [[...this.counted].sort()],
      );
    }
  }
}
