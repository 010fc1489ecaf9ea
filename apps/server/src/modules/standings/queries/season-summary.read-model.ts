import { Inject, Injectable } from '@nestjs/common';
import type { SeasonSummaryDto } from '@liga/contracts';
import { DataSource } from 'typeorm';

/**
 * The league's figures for the landing page: seasons that have started (up to the current
 * one), verified matches and their goals over every season — from the leagues projection's
 * seasons and the standings projection's results (one row per team and verified result; a
 * match is counted once, from either side).
 */
@Injectable()
export class SeasonSummaryReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async summary(currentSeasonStart: Date): Promise<SeasonSummaryDto> {
    const [row]: Array<{ seasons: number; matches: number; goals: number }> = await this.db.query(
      `SELECT (SELECT count(*) FROM rm_seasons WHERE start_date <= $1)::int AS seasons,
              count(*)::int AS matches,
              coalesce(sum(scored + conceded), 0)::int AS goals
         FROM (SELECT DISTINCT ON (match_id) scored, conceded
                 FROM rm_team_results ORDER BY match_id) m`,
      [currentSeasonStart.toISOString()],
    );
    return { seasonsPlayed: row.seasons, matches: row.matches, goals: row.goals };
  }
}
