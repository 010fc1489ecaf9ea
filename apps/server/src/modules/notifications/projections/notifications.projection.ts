import { MEMBER_TYPE, rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { stableId } from '../../../platform/ids/ids';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
} from '../../../platform/projections/projection';
import type { CupEvent } from '../../cup/domain/cup.events';
import type { MatchEvent } from '../../matches/domain/match.events';
import type { TeamEvent } from '../../teams/domain/team.events';
import type { UserErased } from '../../users/domain/user.decider';
import type { InboxEvent } from '../domain/inbox.events';
import { deriveNotifications, NOTIFYING_EVENTS } from '../domain/notification-rules';
import { instant, NotificationBatch } from './notification-batch';
import { NOTIFICATIONS_DDL, NOTIFICATIONS_TABLES } from './notifications.tables';

type AnyEvent = MatchEvent | TeamEvent | InboxEvent | UserErased | CupEvent;
const dataOf = <T extends AnyEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as Extract<AnyEvent, { type: T }>['data'];

/** The id of the notification of `event` for `userId`: the same on every replay. */
export const notificationId = (globalPosition: number, userId: string) =>
  stableId(`notification:${globalPosition}:${userId}`);

/** What one event does to the batch's tables (and whom it tells, live). */
type Step = (event: StoredEvent, batch: NotificationBatch, ctx: ProjectionContext) => Promise<void>;

/** Derives the event's notifications from the batch's view and tells each recipient's room. */
const notifyFrom: Step = async (event, batch, ctx) => {
  for (const n of await deriveNotifications(event, batch)) {
    const id = notificationId(event.globalPosition, n.userId);
    const { kind, params } = n.content;
    batch.notified({ id, userId: n.userId, kind, params, event, read: false });
    ctx.notify('notifications', rooms.user(n.userId), [id], event);
  }
};

// the match's status is not in the recipients' view (MatchFacts), only the reminder planner's
const setMatchStatus =
  (status: string): Step =>
  (event, batch) =>
    batch.changeMatch((event.data as { matchId: string }).matchId, {
      status,
      changedPosition: event.globalPosition,
    });

const addMatch = (
  batch: NotificationBatch,
  event: StoredEvent,
  m: { matchId: string; sender: string; receiver: string; date: string; pitchId: string },
  status: string,
) =>
  batch.addMatch(m.matchId, {
    senderTeamId: m.sender,
    receiverTeamId: m.receiver,
    startsAt: instant(m.date),
    pitchId: m.pitchId,
    status,
    changedPosition: event.globalPosition,
  });

/** What the projection keeps up to date before it derives (rosters, matches, settings, reads). */
const maintain: Partial<Record<string, Step>> = {
  PlayerJoinedTeam: async (event, batch) => {
    const d = dataOf(event, 'PlayerJoinedTeam');
    await batch.joinTeam(d.teamId, d.userId, d.memberType === MEMBER_TYPE.captain);
  },
  PlayerLeftTeam: async (event, batch) => {
    const d = dataOf(event, 'PlayerLeftTeam');
    await batch.leaveTeam(d.teamId, d.userId);
  },
  PlayerRemovedFromTeam: async (event, batch) => {
    const d = dataOf(event, 'PlayerRemovedFromTeam');
    await batch.leaveTeam(d.teamId, d.userId);
  },
  TeamDeleted: (event, batch) => batch.deleteTeam(dataOf(event, 'TeamDeleted').teamId),
  ChallengeIssued: async (event, batch) => {
    const d = dataOf(event, 'ChallengeIssued');
    await addMatch(
      batch,
      event,
      { ...d, sender: d.senderTeamId, receiver: d.receiverTeamId },
      'pending',
    );
  },
  ChallengeAccepted: setMatchStatus('accepted'),
  ChallengeRejected: setMatchStatus('closed'),
  ChallengeCancelled: setMatchStatus('closed'),
  MatchCancelledByAdmin: setMatchStatus('closed'),
  // a moved match: the reminder planner follows `changed_position` and plans the new kick-off
  RescheduleAccepted: async (event, batch) => {
    const d = dataOf(event, 'RescheduleAccepted');
    await batch.changeMatch(d.matchId, {
      startsAt: instant(d.after.date),
      pitchId: d.after.pitchId,
      changedPosition: event.globalPosition,
    });
  },
  MatchReportSubmitted: setMatchStatus('played'),
  MatchReportVerified: setMatchStatus('played'),
  MatchResultInsertedByAdmin: async (event, batch) => {
    const d = dataOf(event, 'MatchResultInsertedByAdmin');
    const match = { ...d, sender: d.homeTeamId, receiver: d.enemyTeamId, date: d.matchDate };
    await addMatch(batch, event, match, 'played');
  },
  CupDrawn: async (event, batch) => {
    const d = dataOf(event, 'CupDrawn');
    for (const round of d.rounds) {
      for (const t of round.ties) {
        await batch.addTie(t.tieId, {
          cupId: d.cupId,
          round: round.number,
          deadline: instant(round.deadline),
          teamA: t.teamA ?? null,
          teamB: t.teamB ?? null,
        });
      }
    }
  },
  TeamAdvancedInCup: async (event, batch) => {
    const d = dataOf(event, 'TeamAdvancedInCup');
    await batch.fillTie(d.tieId, d.slot, d.teamId);
  },
  NotificationPreferencesChanged: async (event, batch, ctx) => {
    const d = dataOf(event, 'NotificationPreferencesChanged');
    for (const p of d.preferences) batch.setPreference(d.userId, p.kind, p.email);
    ctx.notify('notifications', rooms.user(d.userId), undefined, event);
  },
  NotificationsMarkedRead: async (event, batch, ctx) => {
    const d = dataOf(event, 'NotificationsMarkedRead');
    batch.markRead(d.userId, d.notificationIds);
    ctx.notify('notifications', rooms.user(d.userId), undefined, event);
  },
  AllNotificationsMarkedRead: async (event, batch, ctx) => {
    const d = dataOf(event, 'AllNotificationsMarkedRead');
    batch.markAllRead(d.userId);
    ctx.notify('notifications', rooms.user(d.userId), undefined, event);
  },
  /** Nothing of an erased person stays: their list, their settings, their places in rosters. */
  UserErased: async (event, batch) => batch.erase(dataOf(event, 'UserErased').userId),
};

/** CaptaincyHandedOver: told first (to the new captain), then the roster moves the armband. */
const captaincy: Step = async (event, batch, ctx) => {
  await notifyFrom(event, batch, ctx);
  const d = dataOf(event, 'CaptaincyHandedOver');
  await batch.handCaptaincy(d.teamId, d.toUserId);
};

function steps(): Partial<Record<string, Step>> {
  const all: Partial<Record<string, Step>> = { ...maintain };
  for (const type of NOTIFYING_EVENTS) {
    const before = maintain[type];
    all[type] = async (event, batch, ctx) => {
      await before?.(event, batch, ctx);
      await notifyFrom(event, batch, ctx);
    };
  }
  all.CaptaincyHandedOver = captaincy;
  return all;
}

const STEPS = steps();

/**
 * Every event of a batch at once, in log order: the batch's tables are read once (what its
 * events name), each event changes them and derives its notifications in memory, and the
 * result is written in one statement per table (notification-batch.ts). Live and in a replay.
 */
const applyBatch: ProjectionBatchHandler = async (events, ctx) => {
  const batch = new NotificationBatch(ctx);
  await batch.load(events);
  for (const event of events) await STEPS[event.type]?.(event, batch, ctx);
  batch.flush();
};

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
  handlers: {},
  batchHandlers: Object.fromEntries(Object.keys(STEPS).map((type) => [type, applyBatch])),
  batchAcrossTypes: true,
});
