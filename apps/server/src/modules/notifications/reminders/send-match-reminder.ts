import type { Clock } from '../../../platform/clock/clock';
import type { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { evolveMatch, initialMatchState, matchStream } from '../../matches/domain/match.state';
import { reminderDecider } from '../domain/reminder.decider';
import { reminderStream } from '../domain/reminder.events';

const matchFolder = { initialState: initialMatchState, evolve: evolveMatch };

/**
 * The scheduler's job: one unit of work reads the match stream (write side) and decides on the
 * reminder stream. True when a reminder was appended; false when it was not wanted any more
 * (moved, cancelled, reported, kicked off) or was already sent (a redelivered job).
 */
export async function sendMatchReminder(
  unitOfWork: UnitOfWork,
  clock: Clock,
  matchId: string,
  kickOff: string,
): Promise<boolean> {
  const context = {
    actorUserId: null,
    correlationId: `reminder-${matchId}`,
    causationId: null,
  };
  return unitOfWork.run(context, async (unit) => {
    const match = await unit.load(matchStream(matchId), matchFolder);
    const { events } = await unit.decide(reminderStream(matchId), reminderDecider, {
      type: 'SendMatchReminder',
      matchId,
      kickOff,
      now: clock.now().toISOString(),
      match: match.state,
    });
    return events.length > 0;
  });
}
