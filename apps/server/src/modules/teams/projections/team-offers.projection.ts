import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { TeamEvent } from '../domain/team.events';

const dataOf = <T extends TeamEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<TeamEvent, { type: T }>['data'];

/** The player's offers and the team's sent offers, and the transfer market's lists. */
function offersChanged(ctx: ProjectionContext, teamId: string, userId: string, offerId: string) {
  ctx.notify('offers', rooms.user(userId), [offerId]);
  ctx.notify('offers', rooms.team(teamId), [offerId]);
}

const made: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamOfferMade');
  ctx.execute(
    `INSERT INTO rm_team_offers (id, team_id, user_id, made_by, status, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (id) DO NOTHING`,
    [d.offerId, d.teamId, d.userId, d.madeBy, event.metadata.time],
  );
  offersChanged(ctx, d.teamId, d.userId, d.offerId);
};

const ended =
  (status: 'accepted' | 'declined' | 'withdrawn'): ProjectionHandler =>
  async (event, ctx) => {
    const d = event.data as { teamId: string; offerId: string; userId: string };
    ctx.execute(
      `UPDATE rm_team_offers SET status = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`,
      [d.offerId, status, event.metadata.time],
    );
    offersChanged(ctx, d.teamId, d.userId, d.offerId);
  };

const recruitment: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'TeamRecruitmentSet');
  ctx.execute(
    `INSERT INTO rm_team_recruitment (team_id, looking, positions, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (team_id) DO UPDATE SET looking = EXCLUDED.looking,
       positions = EXCLUDED.positions, updated_at = EXCLUDED.updated_at`,
    [d.teamId, d.lookingForPlayers, d.positions, event.metadata.time],
  );
  ctx.notify('teams', rooms.team(d.teamId), [d.teamId]);
  ctx.notify('offers', rooms.team(d.teamId), [d.teamId]);
};

/** A deleted team's open offers end with it; it looks for nobody any more. */
const teamDeleted: ProjectionHandler = async (event, ctx) => {
  const { teamId } = dataOf(event, 'TeamDeleted');
  const open = await ctx.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM rm_team_offers WHERE team_id = $1 AND status = 'pending'`,
    [teamId],
  );
  ctx.execute(
    `UPDATE rm_team_offers SET status = 'teamDeleted', decided_at = $2
      WHERE team_id = $1 AND status = 'pending'`,
    [teamId, event.metadata.time],
  );
  ctx.execute('DELETE FROM rm_team_recruitment WHERE team_id = $1', [teamId]);
  for (const o of open) offersChanged(ctx, teamId, o.user_id, o.id);
};

/**
 * The transfer market's side of the team streams: offers to free agents (`rm_team_offers`) and
 * teams looking for players (`rm_team_recruitment`). Its own projection, so adding it rebuilt
 * nothing else.
 */
export const teamOffersProjection = defineProjection({
  name: 'team_offers',
  version: 1,
  tables: ['rm_team_offers', 'rm_team_recruitment'],
  ddl: [
    `CREATE TABLE rm_team_offers (
       id         uuid PRIMARY KEY,
       team_id    uuid NOT NULL,
       user_id    uuid NOT NULL,
       made_by    uuid NOT NULL,
       status     text NOT NULL,
       created_at timestamptz NOT NULL,
       decided_at timestamptz
     )`,
    `CREATE INDEX rm_team_offers_pending_by_user ON rm_team_offers (user_id) WHERE status = 'pending'`,
    `CREATE INDEX rm_team_offers_pending_by_team ON rm_team_offers (team_id) WHERE status = 'pending'`,
    `CREATE TABLE rm_team_recruitment (
       team_id    uuid PRIMARY KEY,
       looking    boolean NOT NULL,
       positions  integer[] NOT NULL,
       updated_at timestamptz NOT NULL
     )`,
  ],
  handlers: {
    TeamOfferMade: made,
    TeamOfferAccepted: ended('accepted'),
    TeamOfferDeclined: ended('declined'),
    TeamOfferWithdrawn: ended('withdrawn'),
    TeamRecruitmentSet: recruitment,
    TeamDeleted: teamDeleted,
  },
});
