import type { ProjectionContext } from '../../../platform/projections/projection';
import type { PlayerResultRow, TeamResultRow } from '../../standings/projections/result-rows';

/**
 * Writes of the archive projection, queued with `ctx.execute` (pipelined, in order; the
 * statements read only this projection's own tables, which earlier queued writes have reached).
 */

/**
 * A team's verified result, with the runs it ends: the previous result of the team (by match
 * date, then match id; deleted ones skipped) carries the runs on.
 */
export function insertResult(ctx: ProjectionContext, r: TeamResultRow, verifiedAt: string): void {
  ctx.execute(
    `INSERT INTO rm_archive_results (report_id, team_id, match_id, league_id, season_id,
       opponent_id, played_at, scored, conceded, result, points, walkover_lost, verified_at,
       win_run, win_from, unbeaten_run, unbeaten_from)
     SELECT $1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10::char(1), $11, $12, $13,
            CASE WHEN $10 = 'W' THEN coalesce(prev.win_run, 0) + 1 ELSE 0 END,
            CASE WHEN $10 <> 'W' THEN NULL
                 WHEN coalesce(prev.win_run, 0) > 0 THEN prev.win_from ELSE $7::timestamptz END,
            CASE WHEN $10 <> 'L' THEN coalesce(prev.unbeaten_run, 0) + 1 ELSE 0 END,
            CASE WHEN $10 = 'L' THEN NULL
                 WHEN coalesce(prev.unbeaten_run, 0) > 0 THEN prev.unbeaten_from
                 ELSE $7::timestamptz END
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT win_run, win_from, unbeaten_run, unbeaten_from FROM rm_archive_results
          WHERE team_id = $2 AND removed_at IS NULL
            AND (played_at, match_id) < ($7::timestamptz, $3::uuid)
          ORDER BY played_at DESC, match_id DESC LIMIT 1) prev ON true
     ON CONFLICT (report_id, team_id) DO NOTHING`,
    [
      r.reportId,
      r.teamId,
      r.matchId,
      r.leagueId,
      r.seasonId,
      r.opponentId,
      r.playedAt,
      r.scored,
      r.conceded,
      r.result,
      r.points,
      r.walkoverLost,
      verifiedAt,
    ],
  );
}

/** Runs of every counted result of a team, recomputed from the first (gaps and islands). */
const RECOMPUTE_RUNS = `
  UPDATE rm_archive_results r
     SET win_run = x.win_run, win_from = x.win_from,
         unbeaten_run = x.unbeaten_run, unbeaten_from = x.unbeaten_from
    FROM (
      SELECT report_id,
             CASE WHEN result = 'W' THEN count(*) FILTER (WHERE result = 'W')
                  OVER (PARTITION BY wg ORDER BY played_at, match_id ROWS UNBOUNDED PRECEDING)
                  ELSE 0 END AS win_run,
             CASE WHEN result = 'W' THEN min(played_at) FILTER (WHERE result = 'W')
                  OVER (PARTITION BY wg) END AS win_from,
             CASE WHEN result <> 'L' THEN count(*) FILTER (WHERE result <> 'L')
                  OVER (PARTITION BY ug ORDER BY played_at, match_id ROWS UNBOUNDED PRECEDING)
                  ELSE 0 END AS unbeaten_run,
             CASE WHEN result <> 'L' THEN min(played_at) FILTER (WHERE result <> 'L')
                  OVER (PARTITION BY ug) END AS unbeaten_from
        FROM (SELECT report_id, result, played_at, match_id,
                     count(*) FILTER (WHERE result <> 'W') OVER w AS wg,
                     count(*) FILTER (WHERE result = 'L') OVER w AS ug
                FROM rm_archive_results
               WHERE team_id = $1 AND removed_at IS NULL
              WINDOW w AS (ORDER BY played_at, match_id ROWS UNBOUNDED PRECEDING)) g
    ) x
   WHERE r.team_id = $1 AND r.report_id = x.report_id`;

/**
 * After a result was added: when it is not the team's latest (a match verified after a later
 * one), the runs of the results after it changed; recomputed then (a one-time filter: nothing
 * runs for a result in order, the common case).
 */
export function recomputeRunsIfOutOfOrder(ctx: ProjectionContext, r: TeamResultRow): void {
  ctx.execute(
    `${RECOMPUTE_RUNS}
       AND EXISTS (SELECT 1 FROM rm_archive_results l
                    WHERE l.team_id = $1 AND l.removed_at IS NULL
                      AND (l.played_at, l.match_id) > ($2::timestamptz, $3::uuid))`,
    [r.teamId, r.playedAt, r.matchId],
  );
}

/** After a result stopped counting: the team's runs from the first result. */
export function recomputeRuns(ctx: ProjectionContext, teamId: string): void {
  ctx.execute(RECOMPUTE_RUNS, [teamId]);
}

/** The team's longest runs of each kind, read off its results (index scans). */
export function refreshBestRuns(ctx: ProjectionContext, teamId: string): void {
  ctx.execute('DELETE FROM rm_archive_best_runs WHERE team_id = $1', [teamId]);
  for (const [kind, run, from] of [
    ['W', 'win_run', 'win_from'],
    ['U', 'unbeaten_run', 'unbeaten_from'],
  ]) {
    ctx.execute(
      `INSERT INTO rm_archive_best_runs (team_id, kind, length, run_from, run_to)
       SELECT team_id, '${kind}', ${run}, ${from}, played_at FROM rm_archive_results
        WHERE team_id = $1 AND removed_at IS NULL AND ${run} > 0
        ORDER BY ${run} DESC, played_at LIMIT 1`,
      [teamId],
    );
  }
}

/** A played match (not a walkover) for the match records; the winner (or home side) first. */
export function insertMatch(
  ctx: ProjectionContext,
  m: {
    reportId: string;
    matchId: string;
    seasonId: string;
    leagueId: string | null;
    playedAt: string;
    homeTeamId: string;
    enemyTeamId: string;
    homeGoals: number;
    enemyGoals: number;
  },
): void {
  const home = { teamId: m.homeTeamId, goals: m.homeGoals };
  const enemy = { teamId: m.enemyTeamId, goals: m.enemyGoals };
  const [a, b] = m.homeGoals >= m.enemyGoals ? [home, enemy] : [enemy, home];
  ctx.execute(
    `INSERT INTO rm_archive_matches (report_id, match_id, season_id, league_id, played_at,
       team_a_id, team_b_id, goals_a, goals_b, margin, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (report_id) DO NOTHING`,
    [
      m.reportId,
      m.matchId,
      m.seasonId,
      m.leagueId,
      m.playedAt,
      a.teamId,
      b.teamId,
      a.goals,
      b.goals,
      a.goals - b.goals,
      a.goals + b.goals,
    ],
  );
}

/** A player's verified match, added to the player's all-time figures. */
export function insertPlayerResult(
  ctx: ProjectionContext,
  r: PlayerResultRow,
  opponentId: string,
): void {
  ctx.execute(
    `INSERT INTO rm_archive_player_results (report_id, user_id, team_id, opponent_id, match_id,
       season_id, league_id, played_at, goals, mvp, keeper_rate, won)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [
      r.reportId,
      r.userId,
      r.teamId,
      opponentId,
      r.matchId,
      r.seasonId,
      r.leagueId,
      r.playedAt,
      r.goals,
      r.mvp,
      r.keeperRate,
      r.won,
    ],
  );
  ctx.execute(
    `INSERT INTO rm_archive_player_totals AS t (user_id, matches, goals, mvp_points, keeper_sum,
       keeper_count, last_team_id, last_played_at, last_match_id)
     VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       matches = t.matches + 1,
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
      r.userId,
      r.goals,
      r.mvp,
      r.keeperRate ?? 0,
      r.keeperRate === null ? 0 : 1,
      r.teamId,
      r.playedAt,
      r.matchId,
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
