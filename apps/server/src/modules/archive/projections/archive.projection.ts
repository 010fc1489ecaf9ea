import { isWalkover, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { ReportEvent, VerifiedResult } from '../../matches/domain/match.events';
import { resultRows } from '../../standings/projections/result-rows';
import {
  type ArchivedMatch,
  type ArchivedPlayerResult,
  type ArchivedResult,
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

/** What a run of verified results (verifications or an admin's entries) adds to the archive. */
function archived(events: readonly StoredEvent[]) {
  const results: ArchivedResult[] = [];
  const matches: ArchivedMatch[] = [];
  const players: ArchivedPlayerResult[] = [];
  for (const event of events) {
    const d = event.data as VerifiedResult;
    const rows = resultRows(d);
    results.push(...rows.teams.map((r) => ({ ...r, verifiedAt: event.metadata.time })));
    if (!isWalkover(d.walkoverType)) {
      const homeFirst = d.homeGoals >= d.enemyGoals;
      matches.push({
        reportId: d.reportId,
        matchId: d.matchId,
        seasonId: d.seasonId,
        leagueId: d.leagueId,
        playedAt: d.matchDate,
        teamA: homeFirst ? d.homeTeamId : d.enemyTeamId,
        teamB: homeFirst ? d.enemyTeamId : d.homeTeamId,
        goalsA: homeFirst ? d.homeGoals : d.enemyGoals,
        goalsB: homeFirst ? d.enemyGoals : d.homeGoals,
      });
    }
    players.push(
      ...rows.players.map((r) => ({
        ...r,
        opponentId: r.teamId === d.homeTeamId ? d.enemyTeamId : d.homeTeamId,
      })),
    );
  }
  return { results, matches, players };
}

/**
 * A run of verified results enters the archive with a few set-based statements (a replay of a
 * long history goes a batch at a time); the touched teams' runs are recomputed once.
 */
const counted: ProjectionBatchHandler = async (events, ctx) => {
  const { results, matches, players } = archived(events);
  insertResults(ctx, results);
  recomputeRuns(
    ctx,
    results.map((r) => r.teamId),
  );
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
 * The browsable past (issue 13): every verified result with the instant it was verified (and
 * deleted), so the table of any day can be read; each team's winning and unbeaten runs; the
 * played matches and each player's matches and all-time figures for the records. Fed by the
 * same events as the standings (MatchReportVerified, MatchResultInsertedByAdmin, undone by
 * MatchReportDeleted); times are the events' own, so a replay rebuilds the same rows.
 */
export const archiveProjection = defineProjection({
  name: 'archive',
  version: 2,
  tables: ARCHIVE_TABLES,
  ddl: ARCHIVE_DDL,
  handlers: {
    MatchReportVerified: (event, ctx) => counted([event], ctx),
    MatchResultInsertedByAdmin: (event, ctx) => counted([event], ctx),
    MatchReportDeleted: removed,
  },
  batchHandlers: {
    MatchReportVerified: counted,
    MatchResultInsertedByAdmin: counted,
  },
});
