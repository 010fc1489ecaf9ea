import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { ReportEvent, VerifiedResult } from '../../matches/domain/match.events';
import type { PointsAdjusted, TeamWithdrawn } from '../../leagues/domain/league.decider';
import { withdrawalRows } from './withdrawal-rows';
import { type PlayerResultRow, resultRows, type TeamResultRow } from './result-rows';
import {
  addUserStatisticsOf,
  insertPlayerResult,
  insertPlayerResults,
  insertTeamResult,
  insertTeamResults,
  refreshPlayerStats,
  refreshPlayerStatsOf,
  refreshStandings,
  refreshStandingsOf,
  refreshUserStatistics,
} from './standings.sql';
import { STANDINGS_DDL, STANDINGS_TABLES } from './standings.tables';

/** What a result touched: teams per league, players per league, players. */
interface Touched {
  teams: Array<{ leagueId: string; teamId: string }>;
  players: Array<{ leagueId: string | null; userId: string }>;
}

const groupBy = <T>(items: T[], key: (t: T) => string | null, value: (t: T) => string) => {
  const groups = new Map<string, Set<string>>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    groups.set(k, (groups.get(k) ?? new Set()).add(value(item)));
  }
  return [...groups].map(([k, values]) => [k, [...values].sort()] as const);
};

/**
 * Recomputes what a deleted or corrected result touched (the players' all-time statistics
 * recounted) and tells the leagues' watchers (and the players).
 */
function refresh(ctx: ProjectionContext, touched: Touched, matchId: string): void {
  const leagues = new Set<string>();
  for (const [leagueId, teamIds] of groupBy(
    touched.teams,
    (t) => t.leagueId,
    (t) => t.teamId,
  )) {
    refreshStandings(ctx, leagueId, teamIds);
    leagues.add(leagueId);
  }
  for (const [leagueId, userIds] of groupBy(
    touched.players,
    (p) => p.leagueId,
    (p) => p.userId,
  )) {
    refreshPlayerStats(ctx, leagueId, userIds);
    leagues.add(leagueId);
  }
  const users = [...new Set(touched.players.map((p) => p.userId))].sort();
  if (users.length > 0) refreshUserStatistics(ctx, users);
  for (const leagueId of [...leagues].sort()) {
    const room = rooms.league(leagueId);
    ctx.notify('standings', room, [matchId]);
    ctx.notify('rankings', room, [matchId]);
    // 'matches' of the league rooms: announced by the reports projection
  }
  for (const userId of users) ctx.notify('users', rooms.user(userId), [userId]);
}

/**
 * A run of verified results (a replay goes a batch at a time): their rows in one insert per
 * table, then every (league, team) and (league, player) they touched recomputed once and the
 * players' all-time statistics added in one upsert; the same rows as one result after another
 * (each recount reads every row inserted before it; the last one of a pair reads them all).
 */
const counted: ProjectionBatchHandler = async (events, ctx) => {
  const teams: TeamResultRow[] = [];
  const players: PlayerResultRow[] = [];
  const added: Array<{ reportId: string; userId: string }> = [];
  for (const event of events) {
    const d = event.data as VerifiedResult;
    // a cup match never counts in the league tables and rankings (the cup page ranks its own)
    if ('cup' in d && d.cup) continue;
    const rows = resultRows(d);
    teams.push(...rows.teams);
    players.push(...rows.players);
    for (const userId of new Set(rows.players.map((p) => p.userId))) {
      added.push({ reportId: d.reportId, userId });
    }
    if (ctx.notifying) announce(ctx, rows, d.matchId, event);
  }
  insertTeamResults(ctx, teams);
  insertPlayerResults(ctx, players);
  refreshStandingsOf(
    ctx,
    uniquePairs(
      teams,
      (t) => t.leagueId,
      (t) => t.teamId,
    ).map(([leagueId, teamId]) => ({ leagueId, teamId })),
  );
  refreshPlayerStatsOf(
    ctx,
    uniquePairs(
      players,
      (p) => p.leagueId,
      (p) => p.userId,
    ).map(([leagueId, userId]) => ({ leagueId, userId })),
  );
  addUserStatisticsOf(ctx, added);
};

/** Each (key, value) pair once, in a stable order; items without a key left out. */
function uniquePairs<T>(
  items: T[],
  key: (t: T) => string | null,
  value: (t: T) => string,
): Array<[string, string]> {
  return groupBy(items, key, value).flatMap(([k, values]) =>
    values.map((v): [string, string] => [k, v]),
  );
}

/** What `refresh` tells for one counted result: the leagues' watchers and the players. */
function announce(ctx: ProjectionContext, touched: Touched, matchId: string, cause: StoredEvent) {
  const leagues = new Set<string>();
  for (const t of touched.teams) leagues.add(t.leagueId);
  for (const p of touched.players) if (p.leagueId !== null) leagues.add(p.leagueId);
  for (const leagueId of [...leagues].sort()) {
    const room = rooms.league(leagueId);
    ctx.notify('standings', room, [matchId], cause);
    ctx.notify('rankings', room, [matchId], cause);
  }
  for (const userId of [...new Set(touched.players.map((p) => p.userId))].sort()) {
    ctx.notify('users', rooms.user(userId), [userId], cause);
  }
}

/** A verified report deleted: its rows go and everything they fed is recomputed. */
const removed: ProjectionHandler = async (event: StoredEvent, ctx) => {
  const d = event.data as Extract<ReportEvent, { type: 'MatchReportDeleted' }>['data'];
  if (!d.wasVerified) return;
  // SELECT then DELETE: TypeORM answers a DELETE ... RETURNING as [rows, count]
  const { teams, players } = await touchedBy(ctx, d.reportId);
  ctx.execute('DELETE FROM rm_team_results WHERE report_id = $1', [d.reportId]);
  ctx.execute('DELETE FROM rm_player_results WHERE report_id = $1', [d.reportId]);
  refresh(ctx, { teams, players }, d.matchId);
};

/** A verified result corrected: the old rows go, the new ones come, both sets recomputed. */
const corrected: ProjectionHandler = async (event: StoredEvent, ctx) => {
  const d = event.data as Extract<ReportEvent, { type: 'MatchResultCorrected' }>['data'];
  const old = await touchedBy(ctx, d.reportId);
  if (old.teams.length === 0 && old.players.length === 0) return; // a cup match: never counted
  ctx.execute('DELETE FROM rm_team_results WHERE report_id = $1', [d.reportId]);
  ctx.execute('DELETE FROM rm_player_results WHERE report_id = $1', [d.reportId]);
  const rows = resultRows(d);
  for (const row of rows.teams) insertTeamResult(ctx, row);
  for (const row of rows.players) insertPlayerResult(ctx, row);
  const touched = {
    teams: [...old.teams, ...rows.teams],
    players: [...old.players, ...rows.players],
  };
  refresh(ctx, touched, d.matchId);
};

/** A points deduction or bonus: one row per decision, the table adds them up. */
const pointsAdjusted: ProjectionHandler = async (event, ctx) => {
  const d = event.data as PointsAdjusted['data'];
  ctx.execute(
    `INSERT INTO rm_points_adjustments (adjustment_id, league_id, team_id, points, reason, at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (adjustment_id) DO NOTHING`,
    [d.adjustmentId, d.leagueId, d.teamId, d.points, d.reason, event.metadata.time],
  );
  ctx.notify('standings', rooms.league(d.leagueId), [d.teamId]);
};

/**
 * A team withdrawn from the league (docs/RULES.md, "Withdrawing a team"). `annul`: every result
 * between it and a team of the league goes (for both sides) and the tables of all of them are
 * recomputed; `walkovers`: its results stay and each accepted match it leaves counts as lost
 * 0:10 (won 10:0 by the opponent). The players' statistics keep the matches that were played.
 */
const withdrawn: ProjectionHandler = async (event, ctx) => {
  const d = event.data as TeamWithdrawn['data'];
  ctx.execute(
    `INSERT INTO rm_withdrawals (league_id, team_id, season_id, mode, reason, at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (league_id, team_id) DO NOTHING`,
    [d.leagueId, d.teamId, d.seasonId, d.mode, d.reason, d.at],
  );
  let teams: string[];
  if (d.mode === 'annul') {
    const opponents = await ctx.query<{ team_id: string }>(
      `SELECT DISTINCT opponent_id AS team_id FROM rm_team_results
        WHERE league_id = $1 AND team_id = $2`,
      [d.leagueId, d.teamId],
    );
    teams = [d.teamId, ...opponents.map((o) => o.team_id)];
    ctx.execute(
      `DELETE FROM rm_team_results
        WHERE league_id = $1 AND (team_id = $2 OR opponent_id = $2)`,
      [d.leagueId, d.teamId],
    );
  } else {
    const rows = withdrawalRows(d);
    for (const row of rows) insertTeamResult(ctx, row);
    teams = [d.teamId, ...rows.map((r) => r.teamId)];
  }
  refreshStandings(ctx, d.leagueId, [...new Set(teams)].sort());
  ctx.notify('standings', rooms.league(d.leagueId), [d.teamId]);
};

/** The team and player rows a counted report wrote (none: it never counted). */
async function touchedBy(ctx: ProjectionContext, reportId: string): Promise<Touched> {
  const teams = await ctx.query<{ leagueId: string; teamId: string }>(
    `SELECT league_id AS "leagueId", team_id AS "teamId" FROM rm_team_results
      WHERE report_id = $1`,
    [reportId],
  );
  const players = await ctx.query<{ leagueId: string | null; userId: string }>(
    `SELECT league_id AS "leagueId", user_id AS "userId" FROM rm_player_results
      WHERE report_id = $1`,
    [reportId],
  );
  return { teams, players };
}

/**
 * The live league table, its form column, the player rankings (goals, MVP points, goalkeeper
 * ratings), team goals and every player's statistics, from verified results only
 * (MatchReportVerified, MatchResultInsertedByAdmin; undone by MatchReportDeleted; replaced by
 * MatchResultCorrected), the league office's points deductions and bonuses, and its
 * withdrawals of teams (TeamWithdrawn).
 */
export const standingsProjection = defineProjection({
  name: 'standings',
  version: 3,
  // the live league table: its batch and push go ahead of the other projections' fan-outs
  runsFirst: true,
  tables: STANDINGS_TABLES,
  ddl: STANDINGS_DDL,
  handlers: {
    MatchReportVerified: (event, ctx) => counted([event], ctx),
    MatchResultInsertedByAdmin: (event, ctx) => counted([event], ctx),
    MatchReportDeleted: removed,
    MatchResultCorrected: corrected,
    PointsAdjusted: pointsAdjusted,
    TeamWithdrawn: withdrawn,
  },
  batchHandlers: {
    MatchReportVerified: counted,
    MatchResultInsertedByAdmin: counted,
  },
});
