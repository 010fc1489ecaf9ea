import { Inject, Injectable } from '@nestjs/common';
import {
  endOfWarsawDay,
  FAIR_PLAY_POINTS,
  type LeagueTeamStatisticDto,
  type RankResult,
  sortTable,
  type TableSort,
  warsawDayOf,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { tieBreaksOf } from '../../leagues/queries/league-rules.read-model';
import { positionTable, rankFacts, type TableRow, toStatistic } from './standings.read-model';

/** A league result ($1) that counted at the end of the day ($2): the archive's rows. */
const COUNTED_AS_OF = `league_id = $1 AND verified_at < $2
     AND (removed_at IS NULL OR removed_at >= $2) AND NOT cup`;

/** The matches between two teams of the league that counted at the end of the day ($2). */
const LEAGUE_RESULTS_AS_OF = `
  SELECT team_id AS "homeTeamId", opponent_id AS "enemyTeamId",
         scored AS "homeGoals", conceded AS "enemyGoals"
    FROM rm_archive_results
   WHERE ${COUNTED_AS_OF} AND team_id < opponent_id`;

/**
 * The teams of a league at the end of a day ($2, exclusive) with the results that counted then:
 * verified (or corrected, or made a walkover by a withdrawal) before it and not deleted,
 * replaced by a correction or annulled before it (the archive projection's `verified_at` and
 * `removed_at`); the league office's deductions and bonuses given before it; a team withdrawn
 * before it with its results kept (mode `walkovers`) still listed and marked, one whose results
 * were annulled gone. Same columns as the live table's query (fair play too: walkovers lost,
 * incomplete sides, suspensions given by then), so the same ordering makes the same table.
 */
const LEAGUE_TEAMS_AS_OF = `
  WITH counted AS (
    SELECT team_id,
           sum(points)::int AS points, count(*)::int AS played,
           count(*) FILTER (WHERE result = 'W')::int AS wins,
           count(*) FILTER (WHERE result = 'D')::int AS draws,
           count(*) FILTER (WHERE result = 'L')::int AS losses,
           sum(scored)::int AS scored, sum(conceded)::int AS conceded,
           array_to_string((array_agg(result ORDER BY played_at DESC, match_id DESC))[1:5], '')
             AS form,
           count(*) FILTER (WHERE walkover_lost)::int AS walkovers_lost,
           (array_agg(match_id::text ORDER BY played_at DESC, match_id DESC))[1:5]
             AS form_match_ids,
           count(*) FILTER (WHERE NOT walkover_lost
             AND (SELECT count(*) FROM rm_archive_player_results p
                   WHERE p.report_id = r.report_id AND p.team_id = r.team_id)
                 < ${FAIR_PLAY_POINTS.fullSide})::int AS incomplete
      FROM rm_archive_results r
     WHERE ${COUNTED_AS_OF}
     GROUP BY team_id
  ), members AS (
    SELECT DISTINCT lt.team_id, lt.season_id FROM rm_league_teams lt
      LEFT JOIN rm_withdrawals w ON w.league_id = lt.league_id AND w.team_id = lt.team_id
     WHERE lt.league_id = $1 AND lt.started_at < $2
       AND (lt.ended_at IS NULL OR lt.ended_at >= $2
            OR (lt.end_reason = 'withdrawn' AND w.mode = 'walkovers'))
  )
  SELECT t.id, t.name, t.short_name, t.has_image, t.image_version,
         coalesce(c.points, 0) + coalesce(adj.points, 0) AS points, adj.list AS adjustments,
         coalesce(c.played, 0) AS played,
         coalesce(c.wins, 0) AS wins, coalesce(c.draws, 0) AS draws,
         coalesce(c.losses, 0) AS losses, coalesce(c.scored, 0) AS scored,
         coalesce(c.conceded, 0) AS conceded, coalesce(c.form, '') AS form,
         coalesce(c.walkovers_lost, 0) AS walkovers_lost,
         coalesce(c.incomplete, 0) AS incomplete,
         (SELECT count(*)::int FROM rm_team_suspensions x
           WHERE x.team_id = m.team_id AND x.season_id = m.season_id AND x.from_at < $2)
           AS suspensions,
         c.form_match_ids,
         w.mode AS withdrawn_mode, w.reason AS withdrawn_reason, w.at AS withdrawn_at
    FROM members m
    JOIN rm_teams t ON t.id = m.team_id
    LEFT JOIN counted c ON c.team_id = m.team_id
    LEFT JOIN LATERAL (
      SELECT sum(a.points)::int AS points,
             json_agg(json_build_object('points', a.points, 'reason', a.reason, 'at', a.at)
                      ORDER BY a.at, a.adjustment_id) AS list
        FROM rm_points_adjustments a
       WHERE a.league_id = $1 AND a.team_id = m.team_id AND a.at < $2
    ) adj ON true
    LEFT JOIN rm_withdrawals w ON w.league_id = $1 AND w.team_id = m.team_id AND w.at < $2`;

/** A league with its season's first and last day (Warsaw). */
export interface LeagueSeasonDays {
  leagueId: string;
  seasonId: string;
  firstDay: string;
  lastDay: string;
}

/** The table on a day (`AsOf`): as it stood at the end of that day, Warsaw time. */
@Injectable()
export class TableAsOfReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The league and its season's days; null for an unknown league. */
  async leagueSeason(leagueId: string): Promise<LeagueSeasonDays | null> {
    const rows: Array<{ season_id: string; start_date: Date; end_date: Date }> =
      await this.db.query(
        `SELECT l.season_id, s.start_date, s.end_date
           FROM rm_leagues l JOIN rm_seasons s ON s.id = l.season_id
          WHERE l.id = $1`,
        [leagueId],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      leagueId,
      seasonId: row.season_id,
      firstDay: warsawDayOf(new Date(row.start_date)),
      lastDay: warsawDayOf(new Date(row.end_date)),
    };
  }

  /** The table at the end of `day` (`YYYY-MM-DD`, Warsaw), in the asked sort. */
  async table(leagueId: string, day: string, sort: TableSort): Promise<LeagueTeamStatisticDto[]> {
    const end = endOfWarsawDay(day).toISOString();
    const rows: TableRow[] = await this.db.query(LEAGUE_TEAMS_AS_OF, [leagueId, end]);
    const results: RankResult[] = await this.db.query(LEAGUE_RESULTS_AS_OF, [leagueId, end]);
    const { tieBreaks, lotSeed } = (await tieBreaksOf(this.db, [leagueId])).get(leagueId)!;
    const dtos = positionTable(
      rows.map(toStatistic),
      { rules: tieBreaks, lotSeed, results },
      rankFacts(rows),
    );
    return sort === 'position' ? dtos : sortTable(dtos, sort);
  }
}
