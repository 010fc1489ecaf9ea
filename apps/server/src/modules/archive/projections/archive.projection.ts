import { isWalkover, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { TeamWithdrawn } from '../../leagues/domain/league.decider';
import type { ReportEvent, VerifiedResult } from '../../matches/domain/match.events';
import { resultRows } from '../../standings/projections/result-rows';
import { withdrawalRows } from '../../standings/projections/withdrawal-rows';
import {
  type ArchivedMatch,
  type ArchivedPlayerResult,
  type ArchivedResult,
  extendRuns,
  insertMatches,
  insertPlayerResults,
  insertResults,
  recomputeRuns,
  recountPlayerTotals,
} from './archive.sql';
import { ARCHIVE_DDL, ARCHIVE_TABLES } from './archive.tables';

/** Tells the leagues' and the teams' watchers that their past moved. */
function announce(ctx: ProjectionContext, leagueIds: Array<string | null>, teamIds: string[]) {
  for (const leagueId of [...new Set(leagueIds)].sort()) {
    if (leagueId) ctx.notify('archive', rooms.league(leagueId));
  }
  for (const teamId of [...new Set(teamIds)].sort()) ctx.notify('archive', rooms.team(teamId));
}

/** A verified result's played match (none for a walkover), the winner first. */
function playedMatch(d: VerifiedResult): ArchivedMatch[] {
  if (isWalkover(d.walkoverType)) return [];
  const homeFirst = d.homeGoals >= d.enemyGoals;
  return [
    {
      reportId: d.reportId,
      matchId: d.matchId,
      seasonId: d.seasonId,
      leagueId: d.leagueId,
      playedAt: d.matchDate,
      teamA: homeFirst ? d.homeTeamId : d.enemyTeamId,
      teamB: homeFirst ? d.enemyTeamId : d.homeTeamId,
      goalsA: homeFirst ? d.homeGoals : d.enemyGoals,
      goalsB: homeFirst ? d.enemyGoals : d.homeGoals,
    },
  ];
}

/** A verified result's rows: its teams' (counting from `event`, `cup` as given) and players'. */
function resultOf(event: StoredEvent, cup: boolean) {
  const d = event.data as VerifiedResult;
  const rows = resultRows(d);
  return {
    results: rows.teams.map((r): ArchivedResult => ({
      ...r,
      verifiedAt: event.metadata.time,
      since: event.globalPosition,
      cup,
    })),
    players: rows.players.map((r): ArchivedPlayerResult => ({
      ...r,
      opponentId: r.teamId === d.homeTeamId ? d.enemyTeamId : d.homeTeamId,
    })),
  };
}

/** What a run of verified results (verifications or an admin's entries) adds to the archive. */
function archived(events: readonly StoredEvent[]) {
  const results: ArchivedResult[] = [];
  const matches: ArchivedMatch[] = [];
  const players: ArchivedPlayerResult[] = [];
  for (const event of events) {
    const d = event.data as VerifiedResult;
    // a cup match counts in no league table (standings leaves it out the same way)
    const rows = resultOf(event, 'cup' in d && Boolean(d.cup));
    results.push(...rows.results);
    matches.push(...playedMatch(d));
    players.push(...rows.players);
  }
  return { results, matches, players };
}

/**
 * A run of verified results enters the archive with a few set-based statements (a replay of a
 * long history goes a batch at a time); the touched teams' runs are carried on once from the
 * earliest new result of each (not recounted from their first match).
 */
const counted: ProjectionBatchHandler = async (events, ctx) => {
  const { results, matches, players } = archived(events);
  insertResults(ctx, results);
  extendRuns(ctx, results);
  insertMatches(ctx, matches);
  insertPlayerResults(ctx, players);
  announce(
    ctx,
    results.map((r) => r.leagueId),
    events.flatMap((e) => [
      (e.data as VerifiedResult).homeTeamId,
      (e.data as VerifiedResult).enemyTeamId,
    ]),
  );
};

/**
 * A verified report deleted: its results stop counting from that moment (the table on an
 * earlier day still holds them), the runs and the records follow.
 */
const removed: ProjectionHandler = async (event, ctx) => {
  const d = event.data as Extract<ReportEvent, { type: 'MatchReportDeleted' }>['data'];
  if (!d.wasVerified) return;
  ctx.execute(
    'UPDATE rm_archive_results SET removed_at = $2 WHERE report_id = $1 AND removed_at IS NULL',
    [d.reportId, event.metadata.time],
  );
  recomputeRuns(ctx, [d.homeTeamId, d.enemyTeamId]);
  ctx.execute('DELETE FROM rm_archive_matches WHERE report_id = $1', [d.reportId]);
  const players = await ctx.query<{ user_id: string }>(
    'SELECT user_id FROM rm_archive_player_results WHERE report_id = $1 ORDER BY user_id',
    [d.reportId],
  );
  ctx.execute('DELETE FROM rm_archive_player_results WHERE report_id = $1', [d.reportId]);
  if (players.length > 0)
    recountPlayerTotals(
      ctx,
      players.map((p) => p.user_id),
    );
  announce(ctx, [d.homeLeagueId, d.enemyLeagueId], [d.homeTeamId, d.enemyTeamId]);
};

/**
 * A verified result corrected by the league office: the old numbers stop counting at the
 * correction (the table of an earlier day still holds them) and the corrected ones count from
 * then on, as new rows; the played match, the players' matches and their all-time figures, and
 * the teams' runs follow. A correction of a result that never counted in a league (no rows)
 * adds none either.
 */
const corrected: ProjectionHandler = async (event, ctx) => {
  const d = event.data as Extract<ReportEvent, { type: 'MatchResultCorrected' }>['data'];
  const old = await ctx.query<{ team_id: string; league_id: string; cup: boolean }>(
    `SELECT team_id, league_id, cup FROM rm_archive_results
      WHERE report_id = $1 AND removed_at IS NULL ORDER BY team_id`,
    [d.reportId],
  );
  const oldPlayers = await ctx.query<{ user_id: string }>(
    'SELECT user_id FROM rm_archive_player_results WHERE report_id = $1 ORDER BY user_id',
    [d.reportId],
  );
  const rows = resultOf(
    event,
    old.some((r) => r.cup),
  );
  ctx.execute(
    'UPDATE rm_archive_results SET removed_at = $2 WHERE report_id = $1 AND removed_at IS NULL',
    [d.reportId, event.metadata.time],
  );
  if (old.length > 0) insertResults(ctx, rows.results);
  recomputeRuns(ctx, [...old.map((r) => r.team_id), ...rows.results.map((r) => r.teamId)]);
  ctx.execute('DELETE FROM rm_archive_matches WHERE report_id = $1', [d.reportId]);
  insertMatches(ctx, playedMatch(d));
  ctx.execute('DELETE FROM rm_archive_player_results WHERE report_id = $1', [d.reportId]);
  if (oldPlayers.length > 0)
    recountPlayerTotals(
      ctx,
      oldPlayers.map((p) => p.user_id),
    );
  insertPlayerResults(ctx, rows.players);
  announce(
    ctx,
    [...old.map((r) => r.league_id), d.homeLeagueId, d.enemyLeagueId],
    [d.homeTeamId, d.enemyTeamId],
  );
};

/**
 * A team withdrawn from its league (docs/RULES.md, "Withdrawing a team"), as the live table
 * takes it. `annul`: every league result between it and anyone stops counting at the
 * withdrawal (for both sides), and one of theirs verified later never counts; `walkovers`:
 * its results stay and each match it leaves counts from the withdrawal as a walkover lost
 * 0:10 (won 10:0 by the opponent).
 */
const withdrawn: ProjectionHandler = async (event, ctx) => {
  const d = event.data as TeamWithdrawn['data'];
  let teams: string[];
  if (d.mode === 'annul') {
    const touched = await ctx.query<{ team_id: string }>(
      `SELECT DISTINCT team_id FROM rm_archive_results
        WHERE league_id = $1 AND (team_id = $2 OR opponent_id = $2)
          AND removed_at IS NULL AND NOT cup
        ORDER BY team_id`,
      [d.leagueId, d.teamId],
    );
    ctx.execute(
      `INSERT INTO rm_archive_annulments (league_id, team_id, at) VALUES ($1, $2, $3)
       ON CONFLICT (league_id, team_id) DO NOTHING`,
      [d.leagueId, d.teamId, d.at],
    );
    ctx.execute(
      `UPDATE rm_archive_results SET removed_at = $3
        WHERE league_id = $1 AND (team_id = $2 OR opponent_id = $2)
          AND removed_at IS NULL AND NOT cup`,
      [d.leagueId, d.teamId, d.at],
    );
    teams = touched.map((t) => t.team_id);
  } else {
    const rows = withdrawalRows(d).map((r): ArchivedResult => ({
      ...r,
      verifiedAt: d.at,
      since: event.globalPosition,
      cup: false,
    }));
    insertResults(ctx, rows);
    teams = rows.map((r) => r.teamId);
  }
  recomputeRuns(ctx, teams);
  announce(ctx, [d.leagueId], [d.teamId, ...teams]);
};

/**
 * The browsable past (issue 13): every verified result with the instant it was verified (and
 * deleted), so the table of any day can be read; each team's winning and unbeaten runs; the
 * played matches and each player's matches and all-time figures for the records. Fed by the
 * same events as the standings (MatchReportVerified, MatchResultInsertedByAdmin, undone by
 * MatchReportDeleted, replaced by MatchResultCorrected, annulled or completed by
 * TeamWithdrawn); times are the events' own, so a replay rebuilds the same rows.
 */
export const archiveProjection = defineProjection({
  name: 'archive',
  version: 3,
  tables: ARCHIVE_TABLES,
  ddl: ARCHIVE_DDL,
  handlers: {
    MatchReportVerified: (event, ctx) => counted([event], ctx),
    MatchResultInsertedByAdmin: (event, ctx) => counted([event], ctx),
    MatchReportDeleted: removed,
    MatchResultCorrected: corrected,
    TeamWithdrawn: withdrawn,
  },
  batchHandlers: {
    MatchReportVerified: counted,
    MatchResultInsertedByAdmin: counted,
  },
});
