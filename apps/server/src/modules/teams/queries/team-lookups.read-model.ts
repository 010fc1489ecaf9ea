import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Resolves the ids the API receives (application, membership, league-team link) to the
 * stream that owns them. Every such id reached the client from these read tables, so the
 * projection knows it; the decision itself is then taken on the stream's own events.
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

  async leagueTeam(
    leagueTeamId: string,
  ): Promise<{ leagueId: string; teamId: string; seasonId: string; ended: boolean } | null> {
    const rows: Array<{ league_id: string; team_id: string; season_id: string; ended: boolean }> =
      await this.db.query(
        `SELECT league_id, team_id, season_id, ended_at IS NOT NULL AS ended
           FROM rm_league_teams WHERE id = $1`,
        [leagueTeamId],
      );
    const row = rows[0];
    return row
      ? { leagueId: row.league_id, teamId: row.team_id, seasonId: row.season_id, ended: row.ended }
      : null;
  }

  async leagueExists(leagueId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_leagues WHERE id = $1', [
      leagueId,
    ]);
    return rows.length > 0;
  }
}
