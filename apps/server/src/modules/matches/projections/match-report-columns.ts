import { MATCH_STATUS, MATCH_TYPE, REPORT_STATUS } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import type {
  ProjectionContext,
  ProjectionHandler,
} from '../../../platform/projections/projection';
import type { ReportEvent } from '../domain/match.events';

const dataOf = <T extends ReportEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<ReportEvent, { type: T }>['data'];

type MatchChanged = (ctx: ProjectionContext, matchId: string) => Promise<void>;

/** Goals per side of rm_matches (sender/receiver) from a report's home/enemy numbers. */
const SET_REPORT = `
  UPDATE rm_matches
     SET report_id = $2::uuid, report_status = $3::int,
         sender_goals   = CASE WHEN sender_team_id = $4::uuid THEN $5::int ELSE $6::int END,
         receiver_goals = CASE WHEN sender_team_id = $4::uuid THEN $6::int ELSE $5::int END
   WHERE id = $1`;

/**
 * The report columns of the matches projection (`rm_matches`: report_id, report_status,
 * sender_goals, receiver_goals, status), so the accepted-match list shows 'Złożono', the
 * calendar a finished match, and an admin-entered match exists. Handlers of the match
 * stream's report events, registered in the matches projection (same stream, same table:
 * a rebuild fills them too).
 */
export function matchReportColumnHandlers(
  matchChanged: MatchChanged,
): Record<ReportEvent['type'], ProjectionHandler> {
  const clear = async (ctx: ProjectionContext, matchId: string, status?: number) => {
    ctx.execute(
      `UPDATE rm_matches SET report_id = NULL, report_status = NULL, sender_goals = NULL,
         receiver_goals = NULL, status = coalesce($2::int, status)
       WHERE id = $1`,
      [matchId, status ?? null],
    );
    await matchChanged(ctx, matchId);
  };
  return {
    MatchReportSubmitted: async (event, ctx) => {
      const d = dataOf(event, 'MatchReportSubmitted');
      const status = REPORT_STATUS.waitingForReceiver;
      ctx.execute(SET_REPORT, [
        d.matchId,
        d.reportId,
        status,
        d.homeTeamId,
        d.homeGoals,
        d.enemyGoals,
      ]);
      await matchChanged(ctx, d.matchId);
    },
    MatchReportAccepted: async (event, ctx) => {
      const d = dataOf(event, 'MatchReportAccepted');
      ctx.execute('UPDATE rm_matches SET report_status = $2 WHERE id = $1', [
        d.matchId,
        REPORT_STATUS.toVerify,
      ]);
      await matchChanged(ctx, d.matchId);
    },
    MatchReportRejected: async (event, ctx) =>
      clear(ctx, dataOf(event, 'MatchReportRejected').matchId),
    MatchReportVerified: async (event, ctx) => {
      const d = dataOf(event, 'MatchReportVerified');
      const status = REPORT_STATUS.verified;
      ctx.execute(SET_REPORT, [
        d.matchId,
        d.reportId,
        status,
        d.homeTeamId,
        d.homeGoals,
        d.enemyGoals,
      ]);
      ctx.execute('UPDATE rm_matches SET status = $2 WHERE id = $1', [
        d.matchId,
        MATCH_STATUS.finished,
      ]);
      await matchChanged(ctx, d.matchId);
    },
    MatchResultCorrected: async (event, ctx) => {
      const d = dataOf(event, 'MatchResultCorrected');
      ctx.execute(SET_REPORT, [
        d.matchId,
        d.reportId,
        REPORT_STATUS.verified,
        d.homeTeamId,
        d.homeGoals,
        d.enemyGoals,
      ]);
      await matchChanged(ctx, d.matchId);
    },
    MatchReportDeleted: async (event, ctx) => {
      const d = dataOf(event, 'MatchReportDeleted');
      await clear(ctx, d.matchId, d.matchRemoved ? MATCH_STATUS.cancelled : undefined);
    },
    MatchResultInsertedByAdmin: async (event, ctx) => {
      const d = dataOf(event, 'MatchResultInsertedByAdmin');
      ctx.execute(
        `INSERT INTO rm_matches (id, season_id, sender_team_id, receiver_team_id, league_id,
           sender_league_id, receiver_league_id, pitch_id, starts_at, length_minutes, match_type,
           status, issued_by, created_at, decided_at, decided_by, report_id, report_status,
           sender_goals, receiver_goals)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $13, $15, $16,
           $17, $18)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.matchId,
          d.seasonId,
          d.homeTeamId,
          d.enemyTeamId,
          d.leagueId,
          d.homeLeagueId,
          d.enemyLeagueId,
          d.pitchId,
          d.matchDate,
          d.length,
          d.matchType ?? MATCH_TYPE.league,
          MATCH_STATUS.finished,
          d.insertedBy,
          event.metadata.time,
          d.reportId,
          REPORT_STATUS.verified,
          d.homeGoals,
          d.enemyGoals,
        ],
      );
      await matchChanged(ctx, d.matchId);
    },
  };
}
