import { Inject, Injectable } from '@nestjs/common';
import type { GoalkeeperRankingDto, MvpRankingDto, UserGoalsRankingDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { StandingsReadModel } from './standings.read-model';

interface RankingRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  team_id: string;
  team_name: string | null;
  matches: number;
  goals: number;
  mvp_points: number;
  keeper_sum: number;
  keeper_count: number;
  /** Shared by players equal on every ranked number ("5., 5., 5., 8."): SQL's RANK(). */
  rank: number;
}

/**
 * The rows with their rank over the whole ranking (the window is computed before the page is
 * cut): `ranked` is the ranking's order without the name, which only orders a tie.
 */
const select = (ranked: string) => `
  SELECT ps.user_id, u.first_name, u.last_name, ps.team_id, rt.name AS team_name, ps.matches,
         ps.goals, ps.mvp_points, ps.keeper_sum, ps.keeper_count,
         RANK() OVER (ORDER BY ${ranked})::int AS rank
    FROM rm_player_stats ps
    LEFT JOIN rm_users u ON u.id = ps.user_id
    LEFT JOIN rm_report_teams rt ON rt.id = ps.team_id
   WHERE ps.league_id = $1 AND NOT coalesce(u.erased, false)`;
const BY_NAME = `lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), ps.user_id`;
const PAGE = 'LIMIT $2 OFFSET $3';

/** The rankings by name, as read by `leagueRanking`. */
interface Rankings {
  goals: UserGoalsRankingDto[];
  mvps: MvpRankingDto[];
  keepers: GoalkeeperRankingDto[];
}

/** Player rankings of a league (verified results only; erased accounts are left out). */
@Injectable()
export class RankingsReadModel {
  /** Read from rm_player_stats (standings), rm_users, rm_report_teams (reports), rm_leagues. */
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StandingsReadModel) private readonly standings: StandingsReadModel,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, ['leagues', 'users', 'reports', 'standings'], commits);
  }

  /**
   * A ranking page of an existing league (null: no such league), cached until one of its
   * source projections commits again. The answer is shared: callers must not change it.
   */
  leagueRanking<K extends keyof Rankings>(
    kind: K,
    leagueId: string,
    pageSize: number,
    page: number,
  ): Promise<Rankings[K] | null> {
    return this.cache.get(`${kind}:${leagueId}:${pageSize}:${page}`, async () =>
      (await this.standings.leagueExists(leagueId))
        ? (this[kind](leagueId, pageSize, page) as Promise<Rankings[K]>)
        : null,
    );
  }

  /** Scorers: most goals, then fewer matches (equal on both: one rank), then name. */
  async goals(leagueId: string, pageSize: number, page: number): Promise<UserGoalsRankingDto[]> {
    const ranked = 'ps.goals DESC, ps.matches ASC';
    const rows = await this.rows(
      `${select(ranked)} AND ps.goals > 0 ORDER BY ${ranked}, ${BY_NAME} ${PAGE}`,
      leagueId,
      pageSize,
      page,
    );
    return rows.map((r) => ({ ...base(r), userGoals: r.goals }));
  }

  /** MVP: most points, then fewer matches (equal on both: one rank), then name. */
  async mvps(leagueId: string, pageSize: number, page: number): Promise<MvpRankingDto[]> {
    const ranked = 'ps.mvp_points DESC, ps.matches ASC';
    const rows = await this.rows(
      `${select(ranked)} AND ps.mvp_points > 0 ORDER BY ${ranked}, ${BY_NAME} ${PAGE}`,
      leagueId,
      pageSize,
      page,
    );
    return rows.map((r) => ({ ...base(r), userPoints: r.mvp_points }));
  }

  /**
   * Goalkeepers: best average rating, then more rated matches, then fewer matches (equal on
   * all three: one rank), then name.
   */
  async keepers(leagueId: string, pageSize: number, page: number): Promise<GoalkeeperRankingDto[]> {
    const ranked = `ps.keeper_sum::numeric / ps.keeper_count DESC, ps.keeper_count DESC,
                    ps.matches ASC`;
    const rows = await this.rows(
      `${select(ranked)} AND ps.keeper_count > 0 ORDER BY ${ranked}, ${BY_NAME} ${PAGE}`,
      leagueId,
      pageSize,
      page,
    );
    return rows.map((r) => ({
      ...base(r),
      goalkeeperRate: Math.round((r.keeper_sum / r.keeper_count) * 100) / 100,
      matchCount: r.keeper_count,
    }));
  }

  private rows(sql: string, leagueId: string, pageSize: number, page: number) {
    return this.db.query(sql, [leagueId, pageSize, page * pageSize]) as Promise<RankingRow[]>;
  }
}

function base(r: RankingRow) {
  return {
    id: r.user_id,
    firstName: r.first_name ?? '',
    lastName: r.last_name ?? '',
    teamId: r.team_id,
    name: r.team_name ?? 'Drużyna',
    matches: r.matches,
    position: r.rank,
  };
}
