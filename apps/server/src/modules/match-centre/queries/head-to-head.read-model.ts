import { Inject, Injectable } from '@nestjs/common';
import type { HeadToHeadDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { headToHeadOf, type MeetingRow } from './head-to-head';

/**
 * Every verified meeting of two teams across seasons (the match-centre projection), or null
 * when either team does not exist (the matches projection's teams). Both are cached until one
 * of the two projections commits, so a repeated call reads no table.
 */
@Injectable()
export class HeadToHeadReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['match_centre', 'matches'], commits);
  }

  get(teamAId: string, teamBId: string): Promise<HeadToHeadDto | null> {
    const [low, high] = teamAId < teamBId ? [teamAId, teamBId] : [teamBId, teamAId];
    return this.cache.get(`h2h:${teamAId}:${teamBId}`, async () => {
      const rows: MeetingRow[] = await this.db.query(
        `SELECT match_id, season_id, played_at, team_low, low_goals, high_goals, is_walkover
           FROM rm_mc_meetings WHERE team_low = $1 AND team_high = $2
          ORDER BY played_at DESC, match_id`,
        [low, high],
      );
      if (rows.length === 0 && !(await this.teamsExist(low, high))) return null;
      return headToHeadOf(teamAId, teamBId, rows);
    });
  }

  /** Whether the team exists (the matches projection's teams; not cached). */
  async teamExists(teamId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_match_teams WHERE id = $1', [
      teamId,
    ]);
    return rows.length > 0;
  }

  private async teamsExist(low: string, high: string): Promise<boolean> {
    const [{ found }] = (await this.db.query(
      'SELECT count(*)::int AS found FROM rm_match_teams WHERE id = ANY($1::uuid[])',
      [[low, high]],
    )) as Array<{ found: number }>;
    return found === new Set([low, high]).size;
  }
}
