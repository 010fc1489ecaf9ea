import type { ProjectionContext } from '../../../platform/projections/projection';
import type { PlayerResultRow, TeamResultRow } from './result-rows';

/** Writes of the standings projection, queued with `ctx.execute` (pipelined, in order). */
/**
 * A team's result row; none when either team's results in that league were annulled by a
 * withdrawal (a report of theirs verified after it counts for nobody there).
 */
export function insertTeamResult(ctx: ProjectionContext, r: TeamResultRow): void {
  ctx.execute(
    `INSERT INTO rm_team_results (report_id, team_id, match_id, league_id, season_id,
       opponent_id, played_at, scored, conceded, result, points, walkover_lost)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
      WHERE NOT EXISTS (SELECT 1 FROM rm_withdrawals w
                         WHERE w.league_id = $4 AND w.mode = 'annul'
                           AND w.team_id IN ($2::uuid, $6::uuid))
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
    ],
  );
}

export function insertPlayerResult(ctx: ProjectionContext, r: PlayerResultRow): void {
  ctx.execute(
    `INSERT INTO rm_player_results (report_id, user_id, team_id, match_id, league_id, season_id,
       played_at, goals, own_goals, mvp, keeper_rate, won)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [
      r.reportId,
      r.userId,
      r.teamId,
      r.matchId,
      r.leagueId,
      r.seasonId,
      r.playedAt,
      r.goals,
      r.ownGoals,
      r.mvp,
      r.keeperRate,
      r.won,
    ],
  );
}

/**
 * Recomputes the table rows of `teamIds` in a league from their results: points, counts,
 * goals, walkovers lost and the form (last 5 results by match date, newest first).
 */
export function refreshStandings(ctx: ProjectionContext, leagueId: string, teamIds: string[]) {
  ctx.execute(`DELETE FROM rm_standings WHERE league_id = $1 AND team_id = ANY($2::uuid[])`, [
    leagueId,
    teamIds,
  ]);
  ctx.execute(
    `INSERT INTO rm_standings (league_id, team_id, season_id, points, played, wins, draws,
       losses, scored, conceded, walkovers_lost, form)
     SELECT league_id, team_id, (array_agg(season_id))[1], sum(points), count(*),
            count(*) FILTER (WHERE result = 'W'), count(*) FILTER (WHERE result = 'D'),
            count(*) FILTER (WHERE result = 'L'), sum(scored), sum(conceded),
            count(*) FILTER (WHERE walkover_lost),
            array_to_string((array_agg(result ORDER BY played_at DESC, match_id DESC))[1:5], '')
       FROM rm_team_results
      WHERE league_id = $1 AND team_id = ANY($2::uuid[])
      GROUP BY league_id, team_id`,
    [leagueId, teamIds],
  );
}

/** Recomputes the league rankings rows of `userIds` (team = the latest one they played for). */
export function refreshPlayerStats(ctx: ProjectionContext, leagueId: string, userIds: string[]) {
  ctx.execute(`DELETE FROM rm_player_stats WHERE league_id = $1 AND user_id = ANY($2::uuid[])`, [
    leagueId,
    userIds,
  ]);
  ctx.execute(
    `INSERT INTO rm_player_stats (league_id, user_id, team_id, matches, goals, mvp_points,
       keeper_sum, keeper_count)
     SELECT league_id, user_id, (array_agg(team_id ORDER BY played_at DESC, match_id DESC))[1],
            count(*), sum(goals), sum(mvp), coalesce(sum(keeper_rate), 0), count(keeper_rate)
       FROM rm_player_results
      WHERE league_id = $1 AND user_id = ANY($2::uuid[])
      GROUP BY league_id, user_id`,
    [leagueId, userIds],
  );
}

/** Recomputes the all-time statistics of `userIds` (record goals in one match included). */
export function refreshUserStatistics(ctx: ProjectionContext, userIds: string[]) {
  ctx.execute(`DELETE FROM rm_user_statistics WHERE user_id = ANY($1::uuid[])`, [userIds]);
  ctx.execute(
    `INSERT INTO rm_user_statistics (user_id, matches_played, wins, goals, mvp_points,
       max_goals_in_match)
     SELECT user_id, count(*), count(*) FILTER (WHERE won), sum(goals), sum(mvp), max(goals)
       FROM rm_player_results
      WHERE user_id = ANY($1::uuid[])
      GROUP BY user_id`,
    [userIds],
  );
}

/** Set-based forms of the writes above, for a run of verified results (one statement each). */

const TEAM_RESULT_COLUMNS = `report_id, team_id, match_id, league_id, season_id, opponent_id,
  played_at, scored, conceded, result, points, walkover_lost`;

/** Team result rows, as `insertTeamResult` one by one (none where a team's results were annulled). */
export function insertTeamResults(ctx: ProjectionContext, rows: TeamResultRow[]): void {
  if (rows.length === 0) return;
  ctx.execute(
    `INSERT INTO rm_team_results (${TEAM_RESULT_COLUMNS})
     SELECT ${TEAM_RESULT_COLUMNS}
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[],
                   $7::timestamptz[], $8::int[], $9::int[], $10::text[], $11::int[], $12::bool[])
         AS r(${TEAM_RESULT_COLUMNS})
      WHERE NOT EXISTS (SELECT 1 FROM rm_withdrawals w
                         WHERE w.league_id = r.league_id AND w.mode = 'annul'
                           AND w.team_id IN (r.team_id, r.opponent_id))
     ON CONFLICT (report_id, team_id) DO NOTHING`,
    [
      rows.map((r) => r.reportId),
      rows.map((r) => r.teamId),
      rows.map((r) => r.matchId),
      rows.map((r) => r.leagueId),
      rows.map((r) => r.seasonId),
      rows.map((r) => r.opponentId),
      rows.map((r) => r.playedAt),
      rows.map((r) => r.scored),
      rows.map((r) => r.conceded),
      rows.map((r) => r.result),
      rows.map((r) => r.points),
      rows.map((r) => r.walkoverLost),
    ],
  );
}

const PLAYER_RESULT_COLUMNS = `report_id, user_id, team_id, match_id, league_id, season_id,
  played_at, goals, own_goals, mvp, keeper_rate, won`;

export function insertPlayerResults(ctx: ProjectionContext, rows: PlayerResultRow[]): void {
  if (rows.length === 0) return;
  ctx.execute(
    `INSERT INTO rm_player_results (${PLAYER_RESULT_COLUMNS})
     SELECT ${PLAYER_RESULT_COLUMNS}
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[],
                   $7::timestamptz[], $8::int[], $9::int[], $10::int[], $11::int[], $12::bool[])
         AS r(${PLAYER_RESULT_COLUMNS})
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [
      rows.map((r) => r.reportId),
      rows.map((r) => r.userId),
      rows.map((r) => r.teamId),
      rows.map((r) => r.matchId),
      rows.map((r) => r.leagueId),
      rows.map((r) => r.seasonId),
      rows.map((r) => r.playedAt),
      rows.map((r) => r.goals),
      rows.map((r) => r.ownGoals),
      rows.map((r) => r.mvp),
      rows.map((r) => r.keeperRate),
      rows.map((r) => r.won),
    ],
  );
}

/** `refreshStandings` for many (league, team) pairs at once (each pair once). */
export function refreshStandingsOf(
  ctx: ProjectionContext,
  pairs: Array<{ leagueId: string; teamId: string }>,
): void {
  if (pairs.length === 0) return;
  const params = [pairs.map((p) => p.leagueId), pairs.map((p) => p.teamId)];
  ctx.execute(
    `DELETE FROM rm_standings s USING unnest($1::uuid[], $2::uuid[]) AS p(league_id, team_id)
      WHERE s.league_id = p.league_id AND s.team_id = p.team_id`,
    params,
  );
  ctx.execute(
    `INSERT INTO rm_standings (league_id, team_id, season_id, points, played, wins, draws,
       losses, scored, conceded, walkovers_lost, form)
     SELECT r.league_id, r.team_id, (array_agg(r.season_id))[1], sum(r.points), count(*),
            count(*) FILTER (WHERE r.result = 'W'), count(*) FILTER (WHERE r.result = 'D'),
            count(*) FILTER (WHERE r.result = 'L'), sum(r.scored), sum(r.conceded),
            count(*) FILTER (WHERE r.walkover_lost),
            array_to_string((array_agg(r.result ORDER BY r.played_at DESC, r.match_id DESC))[1:5], '')
       FROM rm_team_results r
       JOIN unnest($1::uuid[], $2::uuid[]) AS p(league_id, team_id)
         ON r.league_id = p.league_id AND r.team_id = p.team_id
      GROUP BY r.league_id, r.team_id`,
    params,
  );
}

/** `refreshPlayerStats` for many (league, player) pairs at once (each pair once). */
export function refreshPlayerStatsOf(
  ctx: ProjectionContext,
  pairs: Array<{ leagueId: string; userId: string }>,
): void {
  if (pairs.length === 0) return;
  const params = [pairs.map((p) => p.leagueId), pairs.map((p) => p.userId)];
  ctx.execute(
    `DELETE FROM rm_player_stats s USING unnest($1::uuid[], $2::uuid[]) AS p(league_id, user_id)
      WHERE s.league_id = p.league_id AND s.user_id = p.user_id`,
    params,
  );
  ctx.execute(
    `INSERT INTO rm_player_stats (league_id, user_id, team_id, matches, goals, mvp_points,
       keeper_sum, keeper_count)
     SELECT r.league_id, r.user_id,
            (array_agg(r.team_id ORDER BY r.played_at DESC, r.match_id DESC))[1],
            count(*), sum(r.goals), sum(r.mvp), coalesce(sum(r.keeper_rate), 0),
            count(r.keeper_rate)
       FROM rm_player_results r
       JOIN unnest($1::uuid[], $2::uuid[]) AS p(league_id, user_id)
         ON r.league_id = p.league_id AND r.user_id = p.user_id
      GROUP BY r.league_id, r.user_id`,
    params,
  );
}

/**
 * Adds a run of verified reports' rows to their players' all-time statistics: the same numbers
 * as a recount (the rows are the reports' as inserted), without re-reading every match a
 * player ever played for each new one (which made a rebuild of long histories quadratic).
 * `pairs`: each report's (report, player), as many times as the reports came.
 */
export function addUserStatisticsOf(
  ctx: ProjectionContext,
  pairs: Array<{ reportId: string; userId: string }>,
): void {
  if (pairs.length === 0) return;
  ctx.execute(
    `INSERT INTO rm_user_statistics AS s (user_id, matches_played, wins, goals, mvp_points,
       max_goals_in_match)
     SELECT r.user_id, count(*), count(*) FILTER (WHERE r.won), sum(r.goals), sum(r.mvp),
            max(r.goals)
       FROM rm_player_results r
       JOIN unnest($1::uuid[], $2::uuid[]) AS p(report_id, user_id)
         ON r.report_id = p.report_id AND r.user_id = p.user_id
      GROUP BY r.user_id
     ON CONFLICT (user_id) DO UPDATE SET
       matches_played = s.matches_played + EXCLUDED.matches_played,
       wins = s.wins + EXCLUDED.wins,
       goals = s.goals + EXCLUDED.goals,
       mvp_points = s.mvp_points + EXCLUDED.mvp_points,
       max_goals_in_match = greatest(s.max_goals_in_match, EXCLUDED.max_goals_in_match)`,
    [pairs.map((p) => p.reportId), pairs.map((p) => p.userId)],
  );
}
