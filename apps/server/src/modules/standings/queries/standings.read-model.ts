import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_TIE_BREAKS,
  FAIR_PLAY_POINTS,
  type FormResult,
  type RankInput,
  type RankOptions,
  type RankResult,
  rankTable,
  type LeagueTeamStatisticDto,
  sortTable,
  type TableSort,
  type TeamGoalsRankingDto,
  teamImageUrl,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { LocalProjectionCommits } from '../../../platform/read-cache/local-commits';
import { ReadCache } from '../../../platform/read-cache/read-cache';
import { tieBreaksOf } from '../../leagues/queries/league-rules.read-model';

export interface TableRow {
  id: string;
  name: string;
  short_name: string;
  has_image: boolean;
  image_version: number;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  scored: number;
  conceded: number;
  form: string;
  /** Walkovers lost (absent: 0). */
  walkovers_lost?: number;
  /** Verified matches (not walkovers) with fewer than six players marked present. */
  incomplete?: number;
  /** Suspensions given to the team's players in the league's season. */
  suspensions?: number;
  /** The league office's deductions and bonuses (already in `points`); null: none. */
  adjustments?: Array<{ points: number; reason: string; at: string }> | null;
  /** The matches of `form`, in its order. */
  form_match_ids: string[] | null;
  /** Withdrawn by the league office (mode `walkovers`: still listed, placed last). */
  withdrawn_mode?: 'annul' | 'walkovers' | null;
  withdrawn_reason?: string | null;
  withdrawn_at?: Date | string | null;
}

/**
 * The teams of a league now (`leagues`: the condition on `lt.league_id`), with their verified
 * results ($2 season or null), and those withdrawn from it with their results kept (walkovers).
 */
const leagueTeams = (leagues: string) => `
  SELECT lt.league_id, t.id, t.name, t.short_name, t.has_image, t.image_version,
         t.members_count, t.captain_id, c.first_name AS captain_first_name,
         c.last_name AS captain_last_name,
         coalesce(s.points, 0) + coalesce(adj.points, 0) AS points, adj.list AS adjustments,
         coalesce(s.played, 0) AS played,
         coalesce(s.wins, 0) AS wins, coalesce(s.draws, 0) AS draws,
         coalesce(s.losses, 0) AS losses, coalesce(s.scored, 0) AS scored,
         coalesce(s.conceded, 0) AS conceded, coalesce(s.form, '') AS form,
         coalesce(s.walkovers_lost, 0) AS walkovers_lost,
         (SELECT count(*)::int FROM rm_team_results r
           WHERE r.league_id = lt.league_id AND r.team_id = lt.team_id AND NOT r.walkover_lost
             AND (SELECT count(*) FROM rm_player_results p
                   WHERE p.report_id = r.report_id AND p.team_id = r.team_id)
                 < ${FAIR_PLAY_POINTS.fullSide}) AS incomplete,
         (SELECT count(*)::int FROM rm_team_suspensions x
           WHERE x.team_id = lt.team_id AND x.season_id = lt.season_id) AS suspensions,
         f.form_match_ids,
         w.mode AS withdrawn_mode, w.reason AS withdrawn_reason, w.at AS withdrawn_at
    FROM rm_league_teams lt
    JOIN rm_teams t ON t.id = lt.team_id
    LEFT JOIN rm_users c ON c.id = t.captain_id
    LEFT JOIN rm_standings s ON s.league_id = lt.league_id AND s.team_id = lt.team_id
    LEFT JOIN LATERAL (
      SELECT sum(a.points)::int AS points,
             json_agg(json_build_object('points', a.points, 'reason', a.reason, 'at', a.at)
                      ORDER BY a.at, a.adjustment_id) AS list
        FROM rm_points_adjustments a
       WHERE a.league_id = lt.league_id AND a.team_id = lt.team_id
    ) adj ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(r.match_id::text ORDER BY r.played_at DESC, r.match_id DESC) AS form_match_ids
        FROM (SELECT match_id, played_at FROM rm_team_results
               WHERE league_id = lt.league_id AND team_id = lt.team_id
               ORDER BY played_at DESC, match_id DESC LIMIT 5) r
    ) f ON s.team_id IS NOT NULL
    LEFT JOIN rm_withdrawals w ON w.league_id = lt.league_id AND w.team_id = lt.team_id
   WHERE ${leagues}
     AND (lt.ended_at IS NULL OR (lt.end_reason = 'withdrawn' AND w.mode = 'walkovers'))
     AND ($2::uuid IS NULL OR lt.season_id = $2::uuid)`;
/** One league ($1). */
const LEAGUE_TEAMS = leagueTeams('lt.league_id = $1');
/** Many leagues ($1 uuid[]). */
const LEAGUES_TEAMS = leagueTeams('lt.league_id = ANY($1::uuid[])');

/** Every counted match between two teams of the leagues ($1 uuid[]), once (head-to-head). */
const LEAGUE_RESULTS = `
  SELECT league_id, team_id AS "homeTeamId", opponent_id AS "enemyTeamId",
         scored AS "homeGoals", conceded AS "enemyGoals"
    FROM rm_team_results
   WHERE league_id = ANY($1::uuid[]) AND team_id < opponent_id`;

export const image = (r: Pick<TableRow, 'id' | 'has_image' | 'image_version'>) =>
  teamImageUrl(r.id, r.has_image ? r.image_version : undefined);

/** The projections the table and the team goals ranking are read from. */
const SOURCES = ['leagues', 'teams', 'users', 'standings'];

/** The league table and the team goals ranking (standings projection + teams projection). */
@Injectable()
export class StandingsReadModel {
  private readonly cache: ReadCache;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(LocalProjectionCommits) commits: LocalProjectionCommits | null,
  ) {
    this.cache = new ReadCache(db, SOURCES, commits);
  }

  /**
   * The table of an existing league (null: no such league), cached until one of its source
   * projections commits again. The answer is shared: callers must not change it.
   */
  leagueTable(
    leagueId: string,
    seasonId: string | null,
    sort: TableSort,
  ): Promise<LeagueTeamStatisticDto[] | null> {
    return this.cache.get(`table:${leagueId}:${seasonId}:${sort}`, async () =>
      (await this.leagueExists(leagueId)) ? this.table(leagueId, seasonId, sort) : null,
    );
  }

  /** The team goals ranking of an existing league (null: no such league), cached likewise. */
  leagueTeamsRanking(
    leagueId: string,
    pageSize: number,
    page: number,
  ): Promise<TeamGoalsRankingDto[] | null> {
    return this.cache.get(`teams:${leagueId}:${pageSize}:${page}`, async () =>
      (await this.leagueExists(leagueId)) ? this.teamsRanking(leagueId, pageSize, page) : null,
    );
  }

  /** Cached with the table: the table call asks it on every request that names a season. */
  seasonExists(seasonId: string): Promise<boolean> {
    return this.cache.get(`season:${seasonId}`, async () => {
      const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_seasons WHERE id = $1', [
        seasonId,
      ]);
      return rows.length > 0;
    });
  }

  async leagueExists(leagueId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM rm_leagues WHERE id = $1', [
      leagueId,
    ]);
    return rows.length > 0;
  }

  /**
   * The table: every team of the league (also those without a result), positioned by points,
   * goal difference, goals scored, fewer matches (then name), listed in the asked sort.
   */
  async table(
    leagueId: string,
    seasonId: string | null,
    sort: TableSort,
  ): Promise<LeagueTeamStatisticDto[]> {
    const rows: TableRow[] = await this.db.query(LEAGUE_TEAMS, [leagueId, seasonId]);
    const rank = (await this.rankOptions([leagueId])).get(leagueId)!;
    const dtos = positionTable(rows.map(toStatistic), rank, rankFacts(rows));
    return sort === 'position' ? dtos : sortTable(dtos, sort);
  }

  /** Each league's rules and its counted matches between its teams (for the head-to-head). */
  async rankOptions(leagueIds: readonly string[]): Promise<Map<string, RankOptions>> {
    const rules = await tieBreaksOf(this.db, leagueIds);
    const results: Array<RankResult & { league_id: string }> = await this.db.query(LEAGUE_RESULTS, [
      leagueIds,
    ]);
    return new Map(
      leagueIds.map((id) => {
        const { tieBreaks, lotSeed } = rules.get(id)!;
        return [
          id,
          { rules: tieBreaks, lotSeed, results: results.filter((r) => r.league_id === id) },
        ];
      }),
    );
  }

  /** The tables of many leagues at once (the archive's final tables), positioned as `table`. */
  async tables(leagueIds: readonly string[]): Promise<Map<string, LeagueTeamStatisticDto[]>> {
    const rows: Array<TableRow & { league_id: string }> = await this.db.query(LEAGUES_TEAMS, [
      leagueIds,
      null,
    ]);
    const options = await this.rankOptions(leagueIds);
    const byLeague = new Map<string, LeagueTeamStatisticDto[]>();
    for (const row of rows) {
      const league = byLeague.get(row.league_id) ?? [];
      league.push(toStatistic(row));
      byLeague.set(row.league_id, league);
    }
    const facts = rankFacts(rows);
    return new Map(
      [...byLeague].map(([id, dtos]) => [id, positionTable(dtos, options.get(id), facts)]),
    );
  }

  /**
   * Teams by goals scored (then points, fewer matches, name), with captain and squad size;
   * teams level on the first three share a rank.
   */
  async teamsRanking(
    leagueId: string,
    pageSize: number,
    page: number,
  ): Promise<TeamGoalsRankingDto[]> {
    const rows: Array<
      TableRow & {
        members_count: number;
        captain_id: string;
        captain_first_name: string | null;
        captain_last_name: string | null;
        rank: number;
      }
    > = await this.db.query(
      // level on goals, points and matches: one shared rank (the name only orders the tie)
      `SELECT q.*, RANK() OVER (ORDER BY q.scored DESC, q.points DESC, q.played ASC)::int AS rank
         FROM (${LEAGUE_TEAMS}) q
        ORDER BY q.scored DESC, q.points DESC, q.played ASC, lower(q.name), q.id
        LIMIT $3 OFFSET $4`,
      [leagueId, null, pageSize, page * pageSize],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      shortName: r.short_name,
      imageUrl: image(r),
      goalsScored: r.scored,
      matchesPlayed: r.played,
      points: r.points,
      capitan:
        r.captain_first_name === null
          ? null
          : {
              id: r.captain_id,
              firstName: r.captain_first_name,
              lastName: r.captain_last_name ?? '',
            },
      membersCount: r.members_count,
      position: r.rank,
    }));
  }
}

/** What ranking needs beyond a table row: walkovers lost and fair play points, per team id. */
export interface RankFacts {
  walkoversLost: number;
  fairPlay: number;
  withdrawn?: boolean;
}

/** Rank facts from table rows (fair play: walkovers lost and incomplete sides). */
export function rankFacts(rows: readonly TableRow[]): Map<string, RankFacts> {
  return new Map(
    rows.map((r) => {
      const walkoversLost = Number(r.walkovers_lost ?? 0);
      const fairPlay =
        walkoversLost * FAIR_PLAY_POINTS.walkoverLost +
        Number(r.incomplete ?? 0) * FAIR_PLAY_POINTS.incompleteSide +
        Number(r.suspensions ?? 0) * FAIR_PLAY_POINTS.suspension;
      return [r.id, { walkoversLost, fairPlay, withdrawn: Boolean(r.withdrawn_mode) }];
    }),
  );
}

const DEFAULT_RANKING: RankOptions = { rules: DEFAULT_TIE_BREAKS, results: [] };

/**
 * The table order: positions 1..n by the league's rules (`rankTable`; without options the
 * default order with no head-to-head results), and how each place was decided (`decidedBy`).
 * Every table is ordered here — the live one, the table on a day, the positions by round, the
 * final tables of the archive.
 */
export function positionTable<T extends LeagueTeamStatisticDto>(
  rows: readonly T[],
  options: RankOptions = DEFAULT_RANKING,
  facts: ReadonlyMap<string, RankFacts> = new Map(),
): T[] {
  const inputs: Array<RankInput & { dto: T }> = rows.map((dto) => {
    const f = facts.get(dto.id);
    return {
      dto,
      teamId: dto.id,
      name: dto.name,
      points: dto.points,
      played: dto.matchesPlayed,
      wins: dto.wins,
      scored: dto.goalsScored,
      conceded: dto.goalsConceded,
      walkoversLost: f?.walkoversLost ?? 0,
      fairPlay: f?.fairPlay ?? 0,
      withdrawn: f?.withdrawn ?? false,
    };
  });
  return rankTable(inputs, options).map(({ team, position, decidedBy }) => {
    team.dto.position = position;
    team.dto.decidedBy = decidedBy;
    return team.dto;
  });
}

export function toStatistic(r: TableRow): LeagueTeamStatisticDto {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    imageUrl: image(r),
    position: 0,
    points: r.points,
    matchesPlayed: r.played,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    goalsScored: r.scored,
    goalsConceded: r.conceded,
    goalBalance: r.scored - r.conceded,
    form: [...r.form] as FormResult[],
    ...(r.adjustments?.length
      ? {
          adjustments: r.adjustments.map((a) => ({
            points: a.points,
            reason: a.reason,
            at: new Date(a.at).toISOString(),
          })),
        }
      : {}),
    formMatchIds: r.form_match_ids ?? [],
    ...(r.withdrawn_mode
      ? {
          withdrawal: {
            mode: r.withdrawn_mode,
            reason: r.withdrawn_reason ?? '',
            at: new Date(r.withdrawn_at ?? 0).toISOString(),
          },
        }
      : {}),
  };
}
