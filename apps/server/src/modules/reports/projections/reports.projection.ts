import { REPORT_STATUS, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { TeamEvent } from '../../teams/domain/team.events';
import type { ReportEvent, VerifiedResult } from '../../matches/domain/match.events';
import { REPORTS_DDL, REPORTS_TABLES } from './reports.tables';

type AnyEvent = ReportEvent | TeamEvent;
const dataOf = <T extends AnyEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<AnyEvent, { type: T }>['data'];

interface Parties {
  homeTeamId: string;
  enemyTeamId: string;
  leagues?: Array<string | null>;
}

/** Both captains' report lists, the admins' queue and (for results) the leagues' match lists. */
function announce(ctx: ProjectionContext, reportId: string, p: Parties, admin: boolean): void {
  ctx.notify('reports', rooms.team(p.homeTeamId), [reportId]);
  ctx.notify('reports', rooms.team(p.enemyTeamId), [reportId]);
  if (admin) ctx.notify('reports', rooms.admin(), [reportId]);
  for (const league of new Set(p.leagues ?? [])) {
    if (league) ctx.notify('matches', rooms.league(league), [reportId]);
  }
}

const INSERT_REPORT = `
  INSERT INTO rm_reports (id, match_id, season_id, league_id, home_league_id, enemy_league_id,
    home_team_id, enemy_team_id, submitted_by_team_id, admin_insert, status, walkover_type,
    home_goals, enemy_goals, teams, match_date, created_at, verified_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
  ON CONFLICT (id) DO NOTHING`;

async function insertReport(
  ctx: ProjectionContext,
  event: StoredEvent,
  d: VerifiedResult | Extract<ReportEvent, { type: 'MatchReportSubmitted' }>['data'],
  admin: boolean,
): Promise<void> {
  const submittedBy = 'submittedByTeamId' in d ? d.submittedByTeamId : null;
  const time = event.metadata.time;
  ctx.execute('DELETE FROM rm_reports WHERE match_id = $1', [d.matchId]);
  ctx.execute(INSERT_REPORT, [
    d.reportId,
    d.matchId,
    d.seasonId,
    d.leagueId,
    d.homeLeagueId,
    d.enemyLeagueId,
    d.homeTeamId,
    d.enemyTeamId,
    submittedBy,
    admin,
    admin ? REPORT_STATUS.verified : REPORT_STATUS.waitingForReceiver,
    d.walkoverType,
    d.homeGoals,
    d.enemyGoals,
    JSON.stringify(d.teams),
    d.matchDate,
    time,
    admin ? time : null,
  ]);
  ctx.execute(
    `INSERT INTO rm_report_index (report_id, match_id) VALUES ($1, $2)
     ON CONFLICT (report_id) DO NOTHING`,
    [d.reportId, d.matchId],
  );
}

const submitted: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchReportSubmitted');
  await insertReport(ctx, event, d, false);
  announce(ctx, d.reportId, d, false);
};

const accepted: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchReportAccepted');
  // the row is read for the rooms only: none in a replay
  const [row] = !ctx.notifying
    ? []
    : await ctx.query<{ home_team_id: string; enemy_team_id: string }>(
        'SELECT home_team_id, enemy_team_id FROM rm_reports WHERE id = $1',
        [d.reportId],
      );
  ctx.execute('UPDATE rm_reports SET status = $2, accepted_at = $3 WHERE id = $1', [
    d.reportId,
    REPORT_STATUS.toVerify,
    event.metadata.time,
  ]);
  if (row) {
    announce(
      ctx,
      d.reportId,
      { homeTeamId: row.home_team_id, enemyTeamId: row.enemy_team_id },
      true,
    );
  }
};

/** The report is gone (rejected by the opponent, withdrawn, or deleted by an admin). */
const gone: ProjectionHandler = async (event, ctx) => {
  const { reportId } = event.data as { reportId: string };
  // the row is read for the rooms only: none in a replay
  const [row] = !ctx.notifying
    ? []
    : await ctx.query<{
        home_team_id: string;
        enemy_team_id: string;
        home_league_id: string | null;
        enemy_league_id: string | null;
        status: number;
      }>(
        `SELECT home_team_id, enemy_team_id, home_league_id, enemy_league_id, status
       FROM rm_reports WHERE id = $1`,
        [reportId],
      );
  ctx.execute('DELETE FROM rm_reports WHERE id = $1', [reportId]);
  if (!row) return;
  const wasResult = row.status === REPORT_STATUS.verified;
  announce(
    ctx,
    reportId,
    {
      homeTeamId: row.home_team_id,
      enemyTeamId: row.enemy_team_id,
      leagues: wasResult ? [row.home_league_id, row.enemy_league_id] : [],
    },
    row.status !== REPORT_STATUS.waitingForReceiver || event.type === 'MatchReportDeleted',
  );
};

const verified: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchReportVerified');
  ctx.execute(
    `UPDATE rm_reports SET status = $2, verified_at = $3, season_id = $4, league_id = $5,
       home_league_id = $6, enemy_league_id = $7, home_goals = $8, enemy_goals = $9,
       match_date = $10
     WHERE id = $1`,
    [
      d.reportId,
      REPORT_STATUS.verified,
      event.metadata.time,
      d.seasonId,
      d.leagueId,
      d.homeLeagueId,
      d.enemyLeagueId,
      d.homeGoals,
      d.enemyGoals,
      d.matchDate,
    ],
  );
  announce(ctx, d.reportId, { ...d, leagues: [d.homeLeagueId, d.enemyLeagueId] }, true);
};

/** A verified result corrected: the new sheet and numbers replace the old ones. */
const corrected: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchResultCorrected');
  ctx.execute(
    `UPDATE rm_reports SET walkover_type = $2, home_goals = $3, enemy_goals = $4, teams = $5
     WHERE id = $1`,
    [d.reportId, d.walkoverType, d.homeGoals, d.enemyGoals, JSON.stringify(d.teams)],
  );
  announce(ctx, d.reportId, { ...d, leagues: [d.homeLeagueId, d.enemyLeagueId] }, true);
};

const inserted: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'MatchResultInsertedByAdmin');
  await insertReport(ctx, event, d, true);
  announce(ctx, d.reportId, { ...d, leagues: [d.homeLeagueId, d.enemyLeagueId] }, true);
};

const teamNamed: ProjectionHandler = async (event, ctx) => {
  const { teamId, name, shortName } = event.data as {
    teamId: string;
    name: string;
    shortName: string;
  };
  ctx.execute(
    `INSERT INTO rm_report_teams (id, name, short_name) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name`,
    [teamId, name, shortName],
  );
};

const teamImage: ProjectionHandler = async (event, ctx) => {
  if (event.type === 'TeamImageChanged') {
    const d = dataOf(event, 'TeamImageChanged');
    ctx.execute('UPDATE rm_report_teams SET has_image = true, image_version = $2 WHERE id = $1', [
      d.teamId,
      d.version,
    ]);
  } else {
    const d = dataOf(event, 'TeamImageRemoved');
    ctx.execute('UPDATE rm_report_teams SET has_image = false WHERE id = $1', [d.teamId]);
  }
};

/**
 * Match reports as lists read them: the opposing captain's queue (status 1), the admins'
 * queue (status 3), results by date and league (home page, matches page, admin Raporty), a
 * team's reports, one report in full; plus every report id's match, and team names.
 */
export const reportsProjection = defineProjection({
  name: 'reports',
  version: 1,
  tables: REPORTS_TABLES,
  ddl: REPORTS_DDL,
  handlers: {
    MatchReportSubmitted: submitted,
    MatchReportAccepted: accepted,
    MatchReportRejected: gone,
    MatchReportVerified: verified,
    MatchReportDeleted: gone,
    MatchResultInsertedByAdmin: inserted,
    MatchResultCorrected: corrected,
    TeamCreated: teamNamed,
    TeamRenamed: teamNamed,
    TeamImageChanged: teamImage,
    TeamImageRemoved: teamImage,
  },
});
