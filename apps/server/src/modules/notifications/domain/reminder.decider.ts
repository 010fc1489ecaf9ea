import type { Decider } from '../../../platform/event-store/decider';
import type { MatchState } from '../../matches/domain/match.state';
import type { ReminderEvent } from './reminder.events';

/**
 * `SendMatchReminder`: the scheduler's job came due. `match` is the match stream's state, read
 * in the same unit of work; `now` is the clock's. A reminder that is no longer wanted (the match
 * moved, was cancelled or reported, has kicked off, or was reminded already) decides nothing:
 * it is a system's job, not a person's request, so there is no error to answer.
 */
export type SendMatchReminder = {
  type: 'SendMatchReminder';
  matchId: string;
  kickOff: string;
  now: string;
  match: MatchState;
};
export type ReminderCommand = SendMatchReminder;

export interface ReminderState {
  /** Kick-offs (ISO) already reminded of. */
  reminded: string[];
}

/** One command only: the reminder is wanted (and new) or decides nothing. */
function decide(command: ReminderCommand, state: ReminderState): ReminderEvent[] {
  const { match, kickOff, now, matchId } = command;
  if (match.phase !== 'accepted' || match.report) return [];
  const at = new Date(match.match.date).getTime();
  if (at !== new Date(kickOff).getTime()) return [];
  if (new Date(now).getTime() >= at) return [];
  if (state.reminded.some((k) => new Date(k).getTime() === at)) return [];
  const { senderTeamId, receiverTeamId, pitchId } = match.match;
  return [
    {
      type: 'MatchReminderDue',
      data: { matchId, kickOff: match.match.date, senderTeamId, receiverTeamId, pitchId },
    },
  ];
}

export const reminderDecider: Decider<ReminderState, ReminderCommand, ReminderEvent> = {
  initialState: () => ({ reminded: [] }),
  evolve: (state, event) => ({ reminded: [...state.reminded, event.data.kickOff] }),
  decide,
};
