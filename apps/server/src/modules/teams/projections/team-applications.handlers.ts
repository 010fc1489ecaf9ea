import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import type { ProjectionContext } from '../../../platform/projections/projection';
import type { TeamRun } from './team-run';

/** A handler of the teams projection: the rows new in its run are kept in `run` (TeamRun). */
export type TeamHandler = (
  event: StoredEvent,
  ctx: ProjectionContext,
  run: TeamRun,
) => Promise<void>;

interface ApplicationData {
  teamId: string;
  applicationId: string;
  userId: string;
}

/** The captain's 'Zgłoszenia (n)' and the applicant's own view refresh at once. */
async function applicationsChanged(ctx: ProjectionContext, d: ApplicationData): Promise<void> {
  ctx.notify('applications', rooms.team(d.teamId), [d.teamId]);
  ctx.notify('applications', rooms.user(d.userId), [d.applicationId]);
  if (!ctx.notifying) return; // a replay: no read for the captain's room
  const captains = await ctx.query<{ captain_id: string }>(
    'SELECT captain_id FROM rm_teams WHERE id = $1',
    [d.teamId],
  );
  for (const { captain_id } of captains) {
    ctx.notify('applications', rooms.user(captain_id), [d.applicationId]);
  }
}

const submitted: TeamHandler = async (event, ctx, run) => {
  const d = event.data as ApplicationData;
  run.submitted({
    id: d.applicationId,
    teamId: d.teamId,
    userId: d.userId,
    createdAt: event.metadata.time,
  });
  await applicationsChanged(ctx, d);
};

const ended =
  (status: 'accepted' | 'cancelled' | 'withdrawn'): TeamHandler =>
  async (event, ctx, run) => {
    const d = event.data as ApplicationData;
    if (!run.ended(d.applicationId, status, event.metadata.time)) {
      ctx.execute(
        `UPDATE rm_team_applications SET status = $2, decided_at = $3
          WHERE id = $1 AND status = 'pending'`,
        [d.applicationId, status, event.metadata.time],
      );
    }
    await applicationsChanged(ctx, d);
  };

/**
 * A deleted team's pending applications end with it (before its row goes); those new in the
 * run end in `run` (TeamRun.teamDeleted, called by the team's handler).
 */
const teamDeleted: TeamHandler = async (event, ctx) => {
  const { teamId } = event.data as { teamId: string };
  // the pending applications only choose whom to tell: a replay tells nobody, reads nothing
  const rows = ctx.notifying
    ? await ctx.query<{ id: string; user_id: string }>(
        `SELECT id, user_id FROM rm_team_applications WHERE team_id = $1 AND status = 'pending'`,
        [teamId],
      )
    : [];
  ctx.execute(
    `UPDATE rm_team_applications SET status = 'teamDeleted', decided_at = $2
      WHERE team_id = $1 AND status = 'pending'`,
    [teamId, event.metadata.time],
  );
  for (const row of rows) {
    await applicationsChanged(ctx, { teamId, applicationId: row.id, userId: row.user_id });
  }
};

export const applicationHandlers: Record<string, TeamHandler> = {
  ApplicationSubmitted: submitted,
  ApplicationAccepted: ended('accepted'),
  ApplicationCancelled: ended('cancelled'),
  ApplicationWithdrawn: ended('withdrawn'),
};

export { teamDeleted as applicationsOfDeletedTeam };
