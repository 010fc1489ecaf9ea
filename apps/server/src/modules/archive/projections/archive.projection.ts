import { isWalkover, rooms } from '@liga/contracts';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { ReportEvent, VerifiedResult } from '../../matches/domain/match.events';
import { resultRows } from '../../standings/projections/result-rows';
import {
  insertMatch,
  insertPlayerResult,
  insertResult,
  recomputeRuns,
  recomputeRunsIfOutOfOrder,
  recountPlayerTotals,
  refreshBestRuns,
} from './archive.sql';
import { ARCHIVE_DDL, ARCHIVE_TABLES } from './archive.tables';

/** Tells the leagues' and the teams' watchers that their past moved. */
function announce(ctx: ProjectionContext, leagueIds: Array<string | null>, teamIds: string[]) {
  for (const leagueId of [...new Set(leagueIds)].sort()) {
    if (leagueId) ctx.notify('archive', rooms.league(leagueId));
  }
  for (const teamId of [...new Set(teamIds)].sort()) ctx.notify('archive', rooms.team(teamId));
}

/** A verified result (verification or an admin's entry) enters the archive. */
const counted: ProjectionHandler = async (event, ctx) => {
  const d = event.data as VerifiedResult;
  const rows = resultRows(d);
  for (const row of rows.teams) {
    insertResult(ctx, row, event.metadata.time);
    recomputeRunsIfOutOfOrder(ctx, row);
    refreshBestRuns(ctx, row.teamId);
  }
  if (!isWalkover(d.walkoverType)) insertMatch(ctx, { ...d, playedAt: d.matchDate });
  for (const row of rows.players) {
    insertPlayerResult(ctx, row, row.teamId === d.homeTeamId ? d.enemyTeamId : d.homeTeamId);
  }
  announce(
    ctx,
    rows.teams.map((t) => t.leagueId),
    [d.homeTeamId, d.enemyTeamId],
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
  for (const teamId of [d.homeTeamId, d.enemyTeamId]) {
    recomputeRuns(ctx, teamId);
    refreshBestRuns(ctx, teamId);
  }
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
 * The browsable past (issue 13): every verified result with the instant it was verified (and
 * deleted), so the table of any day can be read; each team's winning and unbeaten runs; the
 * played matches and each player's matches and all-time figures for the records. Fed by the
 * same events as the standings (MatchReportVerified, MatchResultInsertedByAdmin, undone by
 * MatchReportDeleted); times are the events' own, so a replay rebuilds the same rows.
 */
export const archiveProjection = defineProjection({
  name: 'archive',
  version: 1,
  tables: ARCHIVE_TABLES,
  ddl: ARCHIVE_DDL,
  handlers: {
    MatchReportVerified: counted,
    MatchResultInsertedByAdmin: counted,
    MatchReportDeleted: removed,
  },
});
