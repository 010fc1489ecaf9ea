import { MEMBER_TYPE, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { stableId } from '../../../platform/ids/ids';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { CupEvent } from '../../cup/domain/cup.events';
import type { MatchEvent } from '../../matches/domain/match.events';
import type { TeamEvent } from '../../teams/domain/team.events';
import type { UserErased } from '../../users/domain/user.decider';
import type { InboxEvent } from '../domain/inbox.events';
import { deriveNotifications, NOTIFYING_EVENTS } from '../domain/notification-rules';
import { NOTIFICATIONS_DDL, NOTIFICATIONS_TABLES } from './notifications.tables';
import { forgetCupTies, forgetMatch, forgetTeam, projectionView } from './recipient-view';

type AnyEvent = MatchEvent | TeamEvent | InboxEvent | UserErased | CupEvent;
const dataOf = <T extends AnyEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<AnyEvent, { type: T }>['data'];

/** The id of the notification of `event` for `userId`: the same on every replay. */
export const notificationId = (globalPosition: number, userId: string) =>
  stableId(`notification:${globalPosition}:${userId}`);

/** Writes the event's notifications (one multi-row insert) and tells each recipient's room. */
async function notifyFrom(event: StoredEvent, ctx: ProjectionContext): Promise<void> {
  const derived = await deriveNotifications(event, projectionView(ctx));
  if (derived.length === 0) return;
  const ids = derived.map((n) => notificationId(event.globalPosition, n.userId));
  ctx.execute(
    `INSERT INTO rm_notifications (id, user_id, kind, params, event_position, event_tx, created_at)
     SELECT id, user_id, kind, params, $5, $6::xid8, $7
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[]) AS n(id, user_id, kind, params)
     ON CONFLICT (id) DO NOTHING`,
    [
      ids,
      derived.map((n) => n.userId),
      derived.map((n) => n.content.kind),
      derived.map((n) => JSON.stringify(n.content.params)),
      event.globalPosition,
      event.transactionId,
      event.metadata.time,
    ],
  );
  derived.forEach((n, i) => ctx.notify('notifications', rooms.user(n.userId), [ids[i]]));
}

// the match's status is not in the recipients' view (MatchFacts): nothing to forget
const setMatchStatus = (status: string) => async (event: StoredEvent, ctx: ProjectionContext) => {
  const { matchId } = event.data as { matchId: string };
  ctx.execute('UPDATE rm_notif_matches SET status = $2, changed_position = $3 WHERE id = $1', [
    matchId,
    status,
    event.globalPosition,
  ]);
};

const insertMatch = (
  ctx: ProjectionContext,
  event: StoredEvent,
  m: { matchId: string; sender: string; receiver: string; date: string; pitchId: string },
  status: string,
) => {
  forgetMatch(ctx, m.matchId);
  ctx.execute(
    `INSERT INTO rm_notif_matches (id, sender_team_id, receiver_team_id, starts_at, pitch_id,
       status, changed_position)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [m.matchId, m.sender, m.receiver, m.date, m.pitchId, status, event.globalPosition],
  );
};

/** What the projection keeps up to date before it derives (rosters, matches, settings, reads). */
const maintain: Partial<Record<string, ProjectionHandler>> = {
  PlayerJoinedTeam: async (event, ctx) => {
    const d = dataOf(event, 'PlayerJoinedTeam');
    forgetTeam(ctx, d.teamId);
    ctx.execute(
      `INSERT INTO rm_notif_members (team_id, user_id, captain) VALUES ($1, $2, $3)
       ON CONFLICT (team_id, user_id) DO UPDATE SET captain = EXCLUDED.captain`,
      [d.teamId, d.userId, d.memberType === MEMBER_TYPE.captain],
    );
  },
  PlayerLeftTeam: async (event, ctx) => {
    const d = dataOf(event, 'PlayerLeftTeam');
    forgetTeam(ctx, d.teamId);
    ctx.execute('DELETE FROM rm_notif_members WHERE team_id = $1 AND user_id = $2', [
      d.teamId,
      d.userId,
    ]);
  },
  PlayerRemovedFromTeam: async (event, ctx) => {
    const d = dataOf(event, 'PlayerRemovedFromTeam');
    forgetTeam(ctx, d.teamId);
    ctx.execute('DELETE FROM rm_notif_members WHERE team_id = $1 AND user_id = $2', [
      d.teamId,
      d.userId,
    ]);
  },
  TeamDeleted: async (event, ctx) => {
    forgetTeam(ctx, dataOf(event, 'TeamDeleted').teamId);
    ctx.execute('DELETE FROM rm_notif_members WHERE team_id = $1', [
      dataOf(event, 'TeamDeleted').teamId,
    ]);
  },
  ChallengeIssued: async (event, ctx) => {
    const d = dataOf(event, 'ChallengeIssued');
    const match = { ...d, sender: d.senderTeamId, receiver: d.receiverTeamId };
    insertMatch(ctx, event, match, 'pending');
  },
  ChallengeAccepted: setMatchStatus('accepted'),
  ChallengeRejected: setMatchStatus('closed'),
  ChallengeCancelled: setMatchStatus('closed'),
  MatchCancelledByAdmin: setMatchStatus('closed'),
  // a moved match: the reminder planner follows `changed_position` and plans the new kick-off
  RescheduleAccepted: async (event, ctx) => {
    const d = dataOf(event, 'RescheduleAccepted');
    forgetMatch(ctx, d.matchId);
    ctx.execute(
      `UPDATE rm_notif_matches SET starts_at = $2, pitch_id = $3, changed_position = $4
        WHERE id = $1`,
      [d.matchId, d.after.date, d.after.pitchId, event.globalPosition],
    );
  },
  MatchReportSubmitted: setMatchStatus('played'),
  MatchReportVerified: setMatchStatus('played'),
  MatchResultInsertedByAdmin: async (event, ctx) => {
    const d = dataOf(event, 'MatchResultInsertedByAdmin');
    const match = { ...d, sender: d.homeTeamId, receiver: d.enemyTeamId, date: d.matchDate };
    insertMatch(ctx, event, match, 'played');
  },
  CupDrawn: async (event, ctx) => {
    const d = dataOf(event, 'CupDrawn');
    const ties = d.rounds.flatMap((r) => r.ties.map((t) => ({ ...t, round: r })));
    forgetCupTies(
      ctx,
      ties.map((t) => t.tieId),
    );
    ctx.execute(
      `INSERT INTO rm_notif_cup_ties (id, cup_id, round, deadline, team_a, team_b)
       SELECT id, $1, round, deadline, team_a, team_b
         FROM unnest($2::uuid[], $3::int[], $4::timestamptz[], $5::uuid[], $6::uuid[])
           AS t(id, round, deadline, team_a, team_b)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.cupId,
        ties.map((t) => t.tieId),
        ties.map((t) => t.round.number),
        ties.map((t) => t.round.deadline),
        ties.map((t) => t.teamA),
        ties.map((t) => t.teamB),
      ],
    );
  },
  TeamAdvancedInCup: async (event, ctx) => {
    const d = dataOf(event, 'TeamAdvancedInCup');
    const column = d.slot === 'A' ? 'team_a' : 'team_b';
    forgetCupTies(ctx, [d.tieId]);
    ctx.execute(`UPDATE rm_notif_cup_ties SET ${column} = $2 WHERE id = $1`, [d.tieId, d.teamId]);
  },
  NotificationPreferencesChanged: async (event, ctx) => {
    const d = dataOf(event, 'NotificationPreferencesChanged');
    ctx.execute(
      `INSERT INTO rm_notif_preferences (user_id, kind, email)
       SELECT $1, kind, email FROM unnest($2::text[], $3::text[]) AS p(kind, email)
       ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email`,
      [d.userId, d.preferences.map((p) => p.kind), d.preferences.map((p) => p.email)],
    );
    ctx.notify('notifications', rooms.user(d.userId));
  },
  NotificationsMarkedRead: async (event, ctx) => {
    const d = dataOf(event, 'NotificationsMarkedRead');
    ctx.execute(
      'UPDATE rm_notifications SET read = true WHERE user_id = $1 AND id = ANY($2::uuid[]) AND NOT read',
      [d.userId, d.notificationIds],
    );
    ctx.notify('notifications', rooms.user(d.userId));
  },
  AllNotificationsMarkedRead: async (event, ctx) => {
    const d = dataOf(event, 'AllNotificationsMarkedRead');
    ctx.execute('UPDATE rm_notifications SET read = true WHERE user_id = $1 AND NOT read', [
      d.userId,
    ]);
    ctx.notify('notifications', rooms.user(d.userId));
  },
  /** Nothing of an erased person stays: their list, their settings, their places in rosters. */
  UserErased: async (event, ctx) => {
    const { userId } = dataOf(event, 'UserErased');
    forgetTeam(ctx, null);
    ctx.execute('DELETE FROM rm_notifications WHERE user_id = $1', [userId]);
    ctx.execute('DELETE FROM rm_notif_preferences WHERE user_id = $1', [userId]);
    ctx.execute('DELETE FROM rm_notif_members WHERE user_id = $1', [userId]);
  },
};

/** CaptaincyHandedOver: told first (to the new captain), then the roster moves the armband. */
const captaincy: ProjectionHandler = async (event, ctx) => {
  await notifyFrom(event, ctx);
  const d = dataOf(event, 'CaptaincyHandedOver');
  forgetTeam(ctx, d.teamId);
  ctx.execute(`UPDATE rm_notif_members SET captain = (user_id = $2) WHERE team_id = $1`, [
    d.teamId,
    d.toUserId,
  ]);
};

function handlers(): Partial<Record<string, ProjectionHandler>> {
  const all: Partial<Record<string, ProjectionHandler>> = { ...maintain };
  for (const type of NOTIFYING_EVENTS) {
    const before = maintain[type];
    all[type] = async (event, ctx) => {
      await before?.(event, ctx);
      await notifyFrom(event, ctx);
    };
  }
  all.CaptaincyHandedOver = captaincy;
  return all;
}

/**
 * The in-app notifications (issue 17): per person, derived from the events by the kinds table
 * (domain/notification-rules.ts), with what they read and how they want them mailed. A read
 * model like any other: a replay or a rebuild writes the same rows and sends nothing (mail
 * leaves through the outbox, past the dispatcher's watermark: delivery/dispatcher.ts).
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 2,
  tables: NOTIFICATIONS_TABLES,
  ddl: NOTIFICATIONS_DDL,
  handlers: handlers(),
});
