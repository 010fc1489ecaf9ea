import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * The reminder stream `match-reminder-{matchId}` (owned by the notifications module): one
 * `MatchReminderDue` per kick-off a match was reminded of. The scheduler only asks; the
 * decision (match still accepted, still at that time, not reminded yet) is taken on the write
 * side, so a redelivered job or two schedulers append it once. Everything the notification
 * shows is written in, so a replay needs nothing outside the log.
 */
export type MatchReminderDue = DomainEvent<
  'MatchReminderDue',
  {
    matchId: string;
    /** The kick-off reminded of (ISO instant). */
    kickOff: string;
    senderTeamId: string;
    receiverTeamId: string;
    pitchId: string;
  }
>;

export type ReminderEvent = MatchReminderDue;

export const reminderStream = (matchId: string) => ({
  streamId: `match-reminder-${matchId}`,
  streamType: 'match-reminder',
});
