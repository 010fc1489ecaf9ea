import { Inject, Injectable } from '@nestjs/common';
import type { LeagueDto } from '@liga/contracts';
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

  /** Leagues of a season, sorted by number then letter (the spec's league index order). */
  async listBySeason(seasonId: string): Promise<LeagueDto[]> {
    const rows: LeagueRow[] = await this.db.query(
      `SELECT id, season_id, name FROM rm_leagues
        WHERE season_id = $1
        ORDER BY sort_number, sort_letter, name`,
      [seasonId],
    );
    return rows.map((r) => ({ id: r.id, seasonId: r.season_id, name: r.name, teams: [] }));
  }
}
