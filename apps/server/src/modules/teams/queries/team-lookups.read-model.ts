import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Resolves the ids the API receives (application, membership, league-team link) to the
 * stream that owns them — routing only, never a decision: the mapping of such an id to its
 * stream never changes, and every such id reached the client from these read tables, so the
 * projection already knows it. Whether the thing is still there (pending, a member, a current
 * link) is decided on the stream's own events inside the unit of work.
 */
@Injectable()
export class TeamLookups {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async applicationTeam(applicationId: string): Promise<string | null> {
    const rows: Array<{ team_id: string }> = await this.db.query(
      'SELECT team_id FROM rm_team_applications WHERE id = $1',
      [applicationId],
    );
    return rows[0]?.team_id ?? null;
  }

  async membershipTeam(userTeamId: string): Promise<string | null> {
    const rows: Array<{ team_id: string }> = await this.db.query(
      'SELECT team_id FROM rm_team_members WHERE user_team_id = $1',
      [userTeamId],
    );
    return rows[0]?.team_id ?? null;
  }

  /** A link's league and team never change; whether it has ended is read from the league stream. */
  async leagueTeam(leagueTeamId: string): Promise<{ leagueId: string; teamId: string } | null> {
    const rows: Array<{ league_id: string; team_id: string }> = await this.db.query(
      'SELECT league_id, team_id FROM rm_league_teams WHERE id = $1',
      [leagueTeamId],
    );
    const row = rows[0];
    return row ? { leagueId: row.league_id, teamId: row.team_id } : null;
  }
}
