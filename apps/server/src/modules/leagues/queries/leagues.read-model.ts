import { Inject, Injectable } from '@nestjs/common';
import type { LeagueDto, LeagueTeamRefDto, SeasonListItemDto } from '@liga/contracts';
import { DataSource } from 'typeorm';

interface LeagueRow {
  id: string;
  season_id: string;
  name: string;
}

/** Reads of the leagues projection. */
@Injectable()
export class LeaguesReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async seasonExists(seasonId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_seasons WHERE id = $1', [
      seasonId,
    ]);
    return rows.length > 0;
  }

  /** Every season, newest first; `currentId` is the season containing today (or the pin). */
  async listSeasons(currentId: string): Promise<SeasonListItemDto[]> {
    const rows: Array<{ id: string; key: string; name: string; start_date: Date; end_date: Date }> =
      await this.db.query(
        'SELECT id, key, name, start_date, end_date FROM rm_seasons ORDER BY start_date DESC',
      );
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      startDate: new Date(r.start_date).toISOString(),
      endDate: new Date(r.end_date).toISOString(),
      isCurrent: r.id === currentId,
    }));
  }

  /** Leagues of a season, sorted by number then letter (the spec's league index order). */
  async listBySeason(seasonId: string): Promise<LeagueDto[]> {
    const rows: LeagueRow[] = await this.db.query(
      `SELECT id, season_id, name FROM rm_leagues
        WHERE season_id = $1
        ORDER BY sort_number, sort_letter, name`,
      [seasonId],
    );
    const teams = await this.teamsBySeason(seasonId);
    return rows.map((r) => ({
      id: r.id,
      seasonId: r.season_id,
      name: r.name,
      teams: teams.get(r.id) ?? [],
    }));
  }

  /** The teams playing in each league of the season now (the teams projection's links). */
  private async teamsBySeason(seasonId: string): Promise<Map<string, LeagueTeamRefDto[]>> {
    const rows: Array<{ league_id: string; id: string; name: string }> = await this.db.query(
      `SELECT lt.league_id, t.id, t.name
         FROM rm_league_teams lt JOIN rm_teams t ON t.id = lt.team_id
        WHERE lt.season_id = $1 AND lt.ended_at IS NULL
        ORDER BY lower(t.name), t.id`,
      [seasonId],
    );
    const byLeague = new Map<string, LeagueTeamRefDto[]>();
    for (const { league_id, id, name } of rows) {
      byLeague.set(league_id, [...(byLeague.get(league_id) ?? []), { id, name }]);
    }
    return byLeague;
  }
}
