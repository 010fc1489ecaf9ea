import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { LeagueEvent } from '../../leagues/domain/league.decider';
import type { TeamEvent } from '../domain/team.events';
import {
  applicationHandlers,
  applicationsOfDeletedTeam,
  type TeamHandler,
} from './team-applications.handlers';
import { TeamRun } from './team-run';
import { TEAMS_DDL, TEAMS_TABLES } from './teams.tables';

type AnyEvent = TeamEvent | LeagueEvent;
export const dataOf = <T extends AnyEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<AnyEvent, { type: T }>['data'];

/** Announces a change of a team everywhere it is shown: its page, its league, the admin. */
export async function teamChanged(ctx: ProjectionContext, teamId: string): Promise<void> {
  ctx.notify('teams', rooms.team(teamId), [teamId]);
  ctx.notify('teams', rooms.admin(), [teamId]);
  if (!ctx.notifying) return; // a replay: no read for the league rooms
  const links = await ctx.query<{ league_id: string; season_id: string }>(
    'SELECT league_id, season_id FROM rm_league_teams WHERE team_id = $1 AND ended_at IS NULL',
    [teamId],
  );
  for (const link of links) {
    ctx.notify('teams', rooms.league(link.league_id), [teamId]);
    ctx.notify('leagues', rooms.season(link.season_id), [link.league_id]);
  }
}

/** A person's own view (Mój zespół, profile teams) changed. */
export function userChanged(ctx: ProjectionContext, userId: string, teamId: string): void {
  ctx.notify('teams', rooms.user(userId), [teamId]);
  ctx.notify('users', rooms.user(userId), [userId]);
}

const created: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamCreated');
  ctx.execute(
    `INSERT INTO rm_teams (id, name, short_name, captain_id, requested_league_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [d.teamId, d.name, d.shortName, d.captainId, d.requestedLeagueId, event.metadata.time],
  );
  await teamChanged(ctx, d.teamId);
  userChanged(ctx, d.captainId, d.teamId);
};

const joined: TeamHandler = async (event, ctx, run) => {
  const d = dataOf(event, 'PlayerJoinedTeam');
  run.joined({
    userTeamId: d.userTeamId,
    teamId: d.teamId,
    userId: d.userId,
    memberType: d.memberType,
    joinedAt: event.metadata.time,
  });
  await teamChanged(ctx, d.teamId);
  userChanged(ctx, d.userId, d.teamId);
};

const left: TeamHandler = async (event, ctx, run) => {
  const d = dataOf(event, 'PlayerLeftTeam');
  if (!run.left(d.userTeamId, d.teamId)) {
    ctx.execute('DELETE FROM rm_team_members WHERE user_team_id = $1', [d.userTeamId]);
  }
  await teamChanged(ctx, d.teamId);
  userChanged(ctx, d.userId, d.teamId);
};

const captaincy: TeamHandler = async (event, ctx, run) => {
  const d = dataOf(event, 'CaptaincyHandedOver');
  run.captaincy(d.teamId, d.toUserId);
  ctx.execute('UPDATE rm_teams SET captain_id = $2 WHERE id = $1', [d.teamId, d.toUserId]);
  ctx.execute(
    `UPDATE rm_team_members SET member_type = CASE WHEN user_id = $2 THEN 2 ELSE 1 END
      WHERE team_id = $1`,
    [d.teamId, d.toUserId],
  );
  await teamChanged(ctx, d.teamId);
  // The applications inbox follows the captaincy ('Zgłoszenia (n)' moves to the new captain).
  ctx.notify('applications', rooms.team(d.teamId), [d.teamId]);
  for (const userId of [d.fromUserId, d.toUserId]) {
    userChanged(ctx, userId, d.teamId);
    ctx.notify('applications', rooms.user(userId), [d.teamId]);
  }
};

const deleted: TeamHandler = async (event, ctx, run) => {
  const d = dataOf(event, 'TeamDeleted');
  run.teamDeleted(d.teamId, event.metadata.time);
  await applicationsOfDeletedTeam(event, ctx, run);
  await teamChanged(ctx, d.teamId);
  for (const userId of d.memberIds) userChanged(ctx, userId, d.teamId);
  ctx.execute('DELETE FROM rm_team_members WHERE team_id = $1', [d.teamId]);
  ctx.execute('DELETE FROM rm_teams WHERE id = $1', [d.teamId]);
};

const teamUpdate =
  (sql: string, params: (event: StoredEvent) => unknown[]): ProjectionHandler =>
  async (event, ctx) => {
    const teamId = (event.data as { teamId: string }).teamId;
    ctx.execute(sql, [teamId, ...params(event)]);
    await teamChanged(ctx, teamId);
  };

const assigned: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamAssignedToLeague');
  ctx.execute(
    `INSERT INTO rm_league_teams (id, league_id, season_id, team_id, started_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [d.leagueTeamId, d.leagueId, d.seasonId, d.teamId, event.metadata.time],
  );
  await teamChanged(ctx, d.teamId);
};

const unassigned: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamRemovedFromLeague');
  await teamChanged(ctx, d.teamId);
  ctx.execute(
    'UPDATE rm_league_teams SET ended_at = $2, end_reason = $3 WHERE id = $1 AND ended_at IS NULL',
    [d.leagueTeamId, event.metadata.time, d.reason],
  );
};

const suspended: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'PlayerSuspended');
  ctx.execute(
    `INSERT INTO rm_team_suspensions (id, team_id, user_id, season_id, matches, until, from_at,
       reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [d.suspensionId, d.teamId, d.userId, d.seasonId, d.matches, d.until, d.from, d.reason],
  );
  await teamChanged(ctx, d.teamId);
  ctx.notify('users', rooms.user(d.userId), [d.userId]);
};

const handlers: Record<string, TeamHandler> = {
  TeamCreated: created,
  TeamRenamed: teamUpdate('UPDATE rm_teams SET name = $2, short_name = $3 WHERE id = $1', (e) => [
    dataOf(e, 'TeamRenamed').name,
    dataOf(e, 'TeamRenamed').shortName,
  ]),
  TeamImageChanged: teamUpdate(
    'UPDATE rm_teams SET has_image = true, image_version = $2 WHERE id = $1',
    (e) => [dataOf(e, 'TeamImageChanged').version],
  ),
  TeamImageRemoved: teamUpdate('UPDATE rm_teams SET has_image = false WHERE id = $1', () => []),
  PlayerJoinedTeam: joined,
  PlayerLeftTeam: left,
  PlayerRemovedFromTeam: left,
  CaptaincyHandedOver: captaincy,
  TeamDeleted: deleted,
  TeamAssignedToLeague: assigned,
  TeamRemovedFromLeague: unassigned,
  PlayerSuspended: suspended,
  ...applicationHandlers,
};

/**
 * A run of team events: members and applications new in it are kept in memory and written at
 * its end, one insert per table and one members recount (TeamRun). Live, each event is its own
 * run, so a handler's read for the rooms to tell sees every row before its event.
 */
const applyTeamEvents: ProjectionBatchHandler = async (events, ctx) => {
  const runs = ctx.notifying ? events.map((event) => [event]) : [events];
  for (const runEvents of runs) {
    const run = new TeamRun();
    for (const event of runEvents) await handlers[event.type](event, ctx, run);
    run.flush(ctx);
  }
};

/**
 * Teams, their members, applications and league-team links (current and ended), with the
 * live pushes the team page, the captain's 'Zgłoszenia (n)', the admin tabs and the league
 * lists listen to.
 */
export const teamsProjection = defineProjection({
  name: 'teams',
  version: 2,
  tables: TEAMS_TABLES,
  ddl: TEAMS_DDL,
  handlers: Object.fromEntries(
    Object.keys(handlers).map((type): [string, ProjectionHandler] => [
      type,
      (event, ctx) => applyTeamEvents([event], ctx),
    ]),
  ),
  // one function for every type (batchAcrossTypes): a run takes the team events of a batch together
  batchHandlers: Object.fromEntries(Object.keys(handlers).map((type) => [type, applyTeamEvents])),
  batchAcrossTypes: true,
});
