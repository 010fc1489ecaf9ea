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

/**
 * Adds one verified report's rows to its players' all-time statistics: the same numbers as a
 * recount (the rows are the report's as inserted), without re-reading every match a player
 * ever played for each new one (which made a rebuild of long histories quadratic).
 */
export function addUserStatistics(ctx: ProjectionContext, reportId: string, userIds: string[]) {
  ctx.execute(
    `INSERT INTO rm_user_statistics AS s (user_id, matches_played, wins, goals, mvp_points,
       max_goals_in_match)
     SELECT user_id, count(*), count(*) FILTER (WHERE won), sum(goals), sum(mvp), max(goals)
       FROM rm_player_results
      WHERE report_id = $1 AND user_id = ANY($2::uuid[])
      GROUP BY user_id
     ON CONFLICT (user_id) DO UPDATE SET
       matches_played = s.matches_played + EXCLUDED.matches_played,
       wins = s.wins + EXCLUDED.wins,
       goals = s.goals + EXCLUDED.goals,
       mvp_points = s.mvp_points + EXCLUDED.mvp_points,
       max_goals_in_match = greatest(s.max_goals_in_match, EXCLUDED.max_goals_in_match)`,
    [reportId, userIds],
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
