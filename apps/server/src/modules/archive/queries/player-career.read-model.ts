import { Inject, Injectable } from '@nestjs/common';
import type { PlayerSeasonDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { ARCHIVE_SOURCES, ArchiveSeasons } from './archive-seasons';
import { keeperAverage } from './team-history.read-model';

interface CareerRow {
  season_id: string;
  team_id: string;
  league_id: string | null;
  team_name: string | null;
  league_name: string | null;
  matches: number;
  wins: number;
  goals: number;
  mvp_points: number;
  keeper_matches: number;
  keeper_rate: number | null;
}

/** A player's career: per season and team, the verified matches and what they did in them. */
@Injectable()
export class PlayerCareerReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ArchiveSeasons) private readonly seasons: ArchiveSeasons,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ARCHIVE_SOURCES, commits);
  }

  /** A person with a profile that was not erased. */
  async userExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM rm_users WHERE id = $1 AND NOT erased',
      [userId],
    );
    return rows.length > 0;
  }

  /** Newest season first; within a season, the team with more matches first. */
  career(userId: string): Promise<PlayerSeasonDto[]> {
    return this.cache.get(`career:${userId}`, async () => {
      const rows: CareerRow[] = await this.db.query(
        `SELECT p.season_id, p.team_id, p.league_id,
                coalesce(t.name, rt.name) AS team_name, l.name AS league_name,
                count(*)::int AS matches, count(*) FILTER (WHERE p.won)::int AS wins,
                sum(p.goals)::int AS goals, sum(p.mvp)::int AS mvp_points,
                count(p.keeper_rate)::int AS keeper_matches,
                avg(p.keeper_rate)::float AS keeper_rate
           FROM rm_archive_player_results p
           LEFT JOIN rm_teams t ON t.id = p.team_id
           LEFT JOIN rm_report_teams rt ON rt.id = p.team_id
           LEFT JOIN rm_leagues l ON l.id = p.league_id
          WHERE p.user_id = $1
          GROUP BY p.season_id, p.team_id, p.league_id, t.name, rt.name, l.name
          ORDER BY matches DESC, p.team_id`,
        [userId],
      );
      const seasons = await this.seasons.byId();
      const startOf = (id: string) => seasons.get(id)?.start.getTime() ?? 0;
      return [...rows]
        .sort((a, b) => startOf(b.season_id) - startOf(a.season_id))
        .map((r) => ({
          seasonId: r.season_id,
          seasonName: seasons.get(r.season_id)?.name ?? '',
          isCurrent: seasons.get(r.season_id)?.isCurrent ?? false,
          teamId: r.team_id,
          teamName: r.team_name ?? 'Drużyna',
          leagueId: r.league_id,
          leagueName: r.league_name,
          matches: r.matches,
          wins: r.wins,
          goals: r.goals,
          mvpPoints: r.mvp_points,
          keeperMatches: r.keeper_matches,
          keeperRate: keeperAverage(r.keeper_rate),
        }));
    });
  }
}
