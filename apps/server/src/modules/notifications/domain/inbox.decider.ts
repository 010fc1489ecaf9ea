import {
  DEFAULT_EMAIL_MODE,
  type EmailMode,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { InboxEvent } from './inbox.events';

export type MarkRead = { type: 'MarkRead'; userId: string; notificationIds: string[] };
export type MarkAllRead = { type: 'MarkAllRead'; userId: string };
export type SetPreferences = {
  type: 'SetPreferences';
  userId: string;
  preferences: Array<{ kind: NotificationKind; email: EmailMode }>;
  via: 'settings' | 'unsubscribe';
};
/** A digest mail's unsubscribe: every kind mailed in the digest now is turned off. */
export type LeaveDigest = { type: 'LeaveDigest'; userId: string };
export type InboxCommand = MarkRead | MarkAllRead | SetPreferences | LeaveDigest;

export interface InboxState {
  /** The kinds whose e-mail setting was changed (the rest keep the default). */
  preferences: Partial<Record<NotificationKind, EmailMode>>;
}

export const emailModeOf = (state: InboxState, kind: NotificationKind): EmailMode =>
  state.preferences[kind] ?? DEFAULT_EMAIL_MODE[kind];

function setPreferences(command: SetPreferences, state: InboxState): InboxEvent[] {
  const changed = command.preferences.filter((p) => emailModeOf(state, p.kind) !== p.email);
  if (changed.length === 0) return [];
  const { userId, via } = command;
  return [{ type: 'NotificationPreferencesChanged', data: { userId, preferences: changed, via } }];
}

function decide(command: InboxCommand, state: InboxState): InboxEvent[] {
  switch (command.type) {
    case 'MarkRead': {
      const ids = [...new Set(command.notificationIds)];
      if (ids.length === 0) return [];
      return [
        { type: 'NotificationsMarkedRead', data: { userId: command.userId, notificationIds: ids } },
      ];
    }
    case 'MarkAllRead':
      return [{ type: 'AllNotificationsMarkedRead', data: { userId: command.userId } }];
    case 'SetPreferences':
      return setPreferences(command, state);
    case 'LeaveDigest': {
      const digested = NOTIFICATION_KINDS.filter((kind) => emailModeOf(state, kind) === 'digest');
      const preferences = digested.map((kind) => ({ kind, email: 'off' as const }));
      return setPreferences(
        { type: 'SetPreferences', userId: command.userId, preferences, via: 'unsubscribe' },
        state,
      );
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: InboxState, event: InboxEvent): InboxState {
  if (event.type !== 'NotificationPreferencesChanged') return state;
  const preferences = { ...state.preferences };
  for (const p of event.data.preferences) preferences[p.kind] = p.email;
  return { preferences };
}

export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ preferences: {} }),
  evolve,
  decide,
};
