import type { ProjectionContext } from '../../../platform/projections/projection';
import type { PlayerResultRow, TeamResultRow } from '../../standings/projections/result-rows';

/**
 * Writes of the archive projection, set-based: a run of verified results is written with a
 * handful of statements whatever its length (`unnest` of arrays), queued with `ctx.execute`
 * (pipelined, in order; each statement reads only this projection's own tables, which the
 * earlier queued writes have reached).
 */

/** A team's verified result as the archive keeps it. */
export interface ArchivedResult extends TeamResultRow {
  verifiedAt: string;
  /** The log position of the event that made it count. */
  since: number;
  /** A cup match: kept for the runs, never in a league table. */
  cup: boolean;
}

/** A played match (not a walkover), the winner (or the home side of a draw) as team A. */
export interface ArchivedMatch {
  reportId: string;
  matchId: string;
  seasonId: string;
  leagueId: string | null;
  playedAt: string;
  teamA: string;
  teamB: string;
  goalsA: number;
  goalsB: number;
}

/** A player's verified match and the opponent. */
export interface ArchivedPlayerResult extends PlayerResultRow {
  opponentId: string;
}

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);

/**
 * New results, runs left at 0 (recomputeRuns sets them); none where either team's results in
 * that league were annulled by a withdrawal (as rm_team_results: it counts for nobody).
 */
export function insertResults(ctx: ProjectionContext, rows: readonly ArchivedResult[]): void {
  if (rows.length === 0) return;
  ctx.execute(
    `INSERT INTO rm_archive_results (report_id, team_id, match_id, league_id, season_id,
       opponent_id, played_at, scored, conceded, result, points, walkover_lost, verified_at,
       since, cup, win_run, unbeaten_run)
     SELECT r.*, 0, 0 FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[],
       $6::uuid[], $7::timestamptz[], $8::int[], $9::int[], $10::char(1)[], $11::int[],
       $12::boolean[], $13::timestamptz[], $14::bigint[], $15::boolean[])
       AS r (report_id, team_id, match_id, league_id, season_id, opponent_id, played_at, scored,
             conceded, result, points, walkover_lost, verified_at, since, cup)
      WHERE NOT EXISTS (SELECT 1 FROM rm_archive_annulments a
                         WHERE a.league_id = r.league_id
                           AND a.team_id IN (r.team_id, r.opponent_id))
     ON CONFLICT (report_id, team_id, since) DO NOTHING`,
    [
      column(rows, 'reportId'),
      column(rows, 'teamId'),
      column(rows, 'matchId'),
      column(rows, 'leagueId'),
      column(rows, 'seasonId'),
      column(rows, 'opponentId'),
      column(rows, 'playedAt'),
      column(rows, 'scored'),
      column(rows, 'conceded'),
      column(rows, 'result'),
      column(rows, 'points'),
      column(rows, 'walkoverLost'),
      column(rows, 'verifiedAt'),
      column(rows, 'since'),
      column(rows, 'cup'),
    ],
  );
}

/**
 * The runs of every counted result of `teamIds`, from their first match (gaps and islands: a
 * run's group is the number of results that broke it so far), then each team's longest runs.
 * Only rows whose runs changed are written.
 */
export function recomputeRuns(ctx: ProjectionContext, teamIds: readonly string[]): void {
  if (teamIds.length === 0) return;
  const teams = [...new Set(teamIds)].sort();
  ctx.execute(
    `UPDATE rm_archive_results r
        SET win_run = x.win_run, win_from = x.win_from,
            unbeaten_run = x.unbeaten_run, unbeaten_from = x.unbeaten_from
       FROM (
         SELECT report_id, team_id, since,
                CASE WHEN result = 'W' THEN count(*) FILTER (WHERE result = 'W')
                     OVER (PARTITION BY team_id, wg ORDER BY played_at, match_id
                           ROWS UNBOUNDED PRECEDING) ELSE 0 END AS win_run,
                CASE WHEN result = 'W' THEN min(played_at) FILTER (WHERE result = 'W')
                     OVER (PARTITION BY team_id, wg) END AS win_from,
                CASE WHEN result <> 'L' THEN count(*) FILTER (WHERE result <> 'L')
                     OVER (PARTITION BY team_id, ug ORDER BY played_at, match_id
                           ROWS UNBOUNDED PRECEDING) ELSE 0 END AS unbeaten_run,
                CASE WHEN result <> 'L' THEN min(played_at) FILTER (WHERE result <> 'L')
                     OVER (PARTITION BY team_id, ug) END AS unbeaten_from
           FROM (SELECT report_id, team_id, since, result, played_at, match_id,
                        count(*) FILTER (WHERE result <> 'W') OVER w AS wg,
                        count(*) FILTER (WHERE result = 'L') OVER w AS ug
                   FROM rm_archive_results
                  WHERE team_id = ANY($1::uuid[]) AND removed_at IS NULL
                 WINDOW w AS (PARTITION BY team_id ORDER BY played_at, match_id
                              ROWS UNBOUNDED PRECEDING)) g
       ) x
      WHERE r.report_id = x.report_id AND r.team_id = x.team_id AND r.since = x.since
        AND (r.win_run, r.win_from, r.unbeaten_run, r.unbeaten_from)
            IS DISTINCT FROM (x.win_run, x.win_from, x.unbeaten_run, x.unbeaten_from)`,
    [teams],
  );
  refreshBestRuns(ctx, teams);
}

/**
 * The runs after new results of a run of verified results (a replay goes a batch at a time),
 * without recounting each team's whole past: a result changes only the runs of the team's
 * results from it on (in match order), which continue the runs of the result just before it.
 * So per team: the earliest new result, the runs of the one before it (an indexed read of one
 * row), and the window of `recomputeRuns` over the results from the earliest new one only,
 * its first win and unbeaten groups carried on from that previous result. The same numbers as
 * `recomputeRuns` of those teams (every row's runs are current before this runs).
 */
export function extendRuns(ctx: ProjectionContext, rows: readonly ArchivedResult[]): void {
  if (rows.length === 0) return;
  ctx.execute(
    `WITH firsts AS (
       SELECT DISTINCT ON (team_id) team_id, played_at, match_id
         FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[]) AS n (team_id, played_at, match_id)
        ORDER BY team_id, played_at, match_id
     ), prev AS (
       SELECT f.team_id, f.played_at AS start_at, f.match_id AS start_match,
              coalesce(p.win_run, 0) AS win_run, p.win_from,
              coalesce(p.unbeaten_run, 0) AS unbeaten_run, p.unbeaten_from
         FROM firsts f
         LEFT JOIN LATERAL (
           SELECT win_run, win_from, unbeaten_run, unbeaten_from FROM rm_archive_results r
            WHERE r.team_id = f.team_id AND r.removed_at IS NULL
              AND (r.played_at, r.match_id) < (f.played_at, f.match_id)
            ORDER BY r.played_at DESC, r.match_id DESC LIMIT 1
         ) p ON true
     ), g AS (
       SELECT r.report_id, r.team_id, r.since, r.result, r.played_at, r.match_id,
              count(*) FILTER (WHERE r.result <> 'W') OVER w AS wg,
              count(*) FILTER (WHERE r.result = 'L') OVER w AS ug
         FROM prev p
         CROSS JOIN LATERAL (
           SELECT report_id, team_id, since, result, played_at, match_id FROM rm_archive_results
            WHERE team_id = p.team_id AND removed_at IS NULL
              AND (played_at, match_id) >= (p.start_at, p.start_match)
         ) r
       WINDOW w AS (PARTITION BY r.team_id ORDER BY r.played_at, r.match_id
                    ROWS UNBOUNDED PRECEDING)
     ), x AS (
       SELECT g.report_id, g.team_id, g.since,
              CASE WHEN g.result = 'W' THEN count(*) FILTER (WHERE g.result = 'W')
                   OVER (PARTITION BY g.team_id, g.wg ORDER BY g.played_at, g.match_id
                         ROWS UNBOUNDED PRECEDING)
                   + CASE WHEN g.wg = 0 THEN p.win_run ELSE 0 END ELSE 0 END AS win_run,
              CASE WHEN g.result <> 'W' THEN NULL
                   WHEN g.wg = 0 AND p.win_run > 0 THEN p.win_from
                   ELSE min(g.played_at) FILTER (WHERE g.result = 'W')
                        OVER (PARTITION BY g.team_id, g.wg) END AS win_from,
              CASE WHEN g.result <> 'L' THEN count(*) FILTER (WHERE g.result <> 'L')
                   OVER (PARTITION BY g.team_id, g.ug ORDER BY g.played_at, g.match_id
                         ROWS UNBOUNDED PRECEDING)
                   + CASE WHEN g.ug = 0 THEN p.unbeaten_run ELSE 0 END ELSE 0 END AS unbeaten_run,
              CASE WHEN g.result = 'L' THEN NULL
                   WHEN g.ug = 0 AND p.unbeaten_run > 0 THEN p.unbeaten_from
                   ELSE min(g.played_at) FILTER (WHERE g.result <> 'L')
                        OVER (PARTITION BY g.team_id, g.ug) END AS unbeaten_from
         FROM g JOIN prev p ON p.team_id = g.team_id
     )
     UPDATE rm_archive_results r
        SET win_run = x.win_run, win_from = x.win_from,
            unbeaten_run = x.unbeaten_run, unbeaten_from = x.unbeaten_from
       FROM x
      WHERE r.report_id = x.report_id AND r.team_id = x.team_id AND r.since = x.since
        AND (r.win_run, r.win_from, r.unbeaten_run, r.unbeaten_from)
            IS DISTINCT FROM (x.win_run, x.win_from, x.unbeaten_run, x.unbeaten_from)`,
    [column(rows, 'teamId'), column(rows, 'playedAt'), column(rows, 'matchId')],
  );
  refreshBestRuns(ctx, [...new Set(column(rows, 'teamId'))].sort());
}

/**
 * Each team's longest runs, the earliest on a tie: per team and kind one read of the top of
 * its runs index (not a sort of every result it ever had).
 */
function refreshBestRuns(ctx: ProjectionContext, teams: readonly string[]): void {
  ctx.execute('DELETE FROM rm_archive_best_runs WHERE team_id = ANY($1::uuid[])', [teams]);
  for (const [kind, run, from] of [
    ['W', 'win_run', 'win_from'],
    ['U', 'unbeaten_run', 'unbeaten_from'],
  ]) {
    ctx.execute(
      `INSERT INTO rm_archive_best_runs (team_id, kind, length, run_from, run_to)
       SELECT t.team_id, '${kind}', b.${run}, b.${from}, b.played_at
         FROM unnest($1::uuid[]) AS t (team_id)
         CROSS JOIN LATERAL (
           SELECT ${run}, ${from}, played_at FROM rm_archive_results r
            WHERE r.team_id = t.team_id AND r.removed_at IS NULL AND r.${run} > 0
            ORDER BY r.${run} DESC, r.played_at LIMIT 1
         ) b`,
      [teams],
    );
  }
}

/** Played matches for the match records. */
export function insertMatches(ctx: ProjectionContext, rows: readonly ArchivedMatch[]): void {
  if (rows.length === 0) return;
  ctx.execute(
    `INSERT INTO rm_archive_matches (report_id, match_id, season_id, league_id, played_at,
       team_a_id, team_b_id, goals_a, goals_b, margin, total)
     SELECT m.*, m.goals_a - m.goals_b, m.goals_a + m.goals_b
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[],
                   $6::uuid[], $7::uuid[], $8::int[], $9::int[])
            AS m (report_id, match_id, season_id, league_id, played_at, team_a_id, team_b_id,
                  goals_a, goals_b)
     ON CONFLICT (report_id) DO NOTHING`,
    [
      column(rows, 'reportId'),
      column(rows, 'matchId'),
      column(rows, 'seasonId'),
      column(rows, 'leagueId'),
      column(rows, 'playedAt'),
      column(rows, 'teamA'),
      column(rows, 'teamB'),
      column(rows, 'goalsA'),
      column(rows, 'goalsB'),
    ],
  );
}

/** Players' verified matches, added to their all-time figures (only rows new to the table). */
export function insertPlayerResults(
  ctx: ProjectionContext,
  rows: readonly ArchivedPlayerResult[],
): void {
  if (rows.length === 0) return;
  ctx.execute(
    `WITH added AS (
       INSERT INTO rm_archive_player_results (report_id, user_id, team_id, opponent_id,
         match_id, season_id, league_id, played_at, goals, mvp, keeper_rate, won)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[],
         $6::uuid[], $7::uuid[], $8::timestamptz[], $9::int[], $10::int[], $11::int[],
         $12::boolean[])
       ON CONFLICT (report_id, user_id) DO NOTHING
       RETURNING *
     )
     INSERT INTO rm_archive_player_totals AS t (user_id, matches, goals, mvp_points, keeper_sum,
       keeper_count, last_team_id, last_played_at, last_match_id)
     SELECT user_id, count(*), sum(goals), sum(mvp), coalesce(sum(keeper_rate), 0),
            count(keeper_rate),
            (array_agg(team_id ORDER BY played_at DESC, match_id DESC))[1], max(played_at),
            (array_agg(match_id ORDER BY played_at DESC, match_id DESC))[1]
       FROM added GROUP BY user_id
     ON CONFLICT (user_id) DO UPDATE SET
       matches = t.matches + EXCLUDED.matches,
       goals = t.goals + EXCLUDED.goals,
       mvp_points = t.mvp_points + EXCLUDED.mvp_points,
       keeper_sum = t.keeper_sum + EXCLUDED.keeper_sum,
       keeper_count = t.keeper_count + EXCLUDED.keeper_count,
       last_team_id = CASE WHEN (EXCLUDED.last_played_at, EXCLUDED.last_match_id)
                                >= (t.last_played_at, t.last_match_id)
                           THEN EXCLUDED.last_team_id ELSE t.last_team_id END,
       last_match_id = CASE WHEN (EXCLUDED.last_played_at, EXCLUDED.last_match_id)
                                 >= (t.last_played_at, t.last_match_id)
                            THEN EXCLUDED.last_match_id ELSE t.last_match_id END,
       last_played_at = greatest(t.last_played_at, EXCLUDED.last_played_at)`,
    [
      column(rows, 'reportId'),
      column(rows, 'userId'),
      column(rows, 'teamId'),
      column(rows, 'opponentId'),
      column(rows, 'matchId'),
      column(rows, 'seasonId'),
      column(rows, 'leagueId'),
      column(rows, 'playedAt'),
      column(rows, 'goals'),
      column(rows, 'mvp'),
      column(rows, 'keeperRate'),
      column(rows, 'won'),
    ],
  );
}

/** The all-time figures of `userIds`, recounted from their matches (after a deletion). */
export function recountPlayerTotals(ctx: ProjectionContext, userIds: string[]): void {
  ctx.execute('DELETE FROM rm_archive_player_totals WHERE user_id = ANY($1::uuid[])', [userIds]);
  ctx.execute(
    `INSERT INTO rm_archive_player_totals (user_id, matches, goals, mvp_points, keeper_sum,
       keeper_count, last_team_id, last_played_at, last_match_id)
     SELECT user_id, count(*), sum(goals), sum(mvp), coalesce(sum(keeper_rate), 0),
            count(keeper_rate),
            (array_agg(team_id ORDER BY played_at DESC, match_id DESC))[1], max(played_at),
            (array_agg(match_id ORDER BY played_at DESC, match_id DESC))[1]
       FROM rm_archive_player_results
      WHERE user_id = ANY($1::uuid[])
      GROUP BY user_id`,
    [userIds],
  );
}
