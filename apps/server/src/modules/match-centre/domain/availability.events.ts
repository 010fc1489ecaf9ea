import type { AvailabilityAnswer } from '@liga/contracts';
import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * Facts of the availability stream `availability-{matchId}`: who of the two teams said they
 * come. Kept off the match stream, so answers (frequent) never race a report or an acceptance
 * on the match stream's version. Ids only; the two teams and their leagues travel in the event
 * so the projection can push to their rooms without reading anything else.
 */
export type AvailabilityAnswered = DomainEvent<
  'AvailabilityAnswered',
  {
    matchId: string;
    userId: string;
    /** The answering player's team. */
    teamId: string;
    answer: AvailabilityAnswer;
    /** The decision's instant (ISO). */
    at: string;
    /** [team A (challenger), team B]. */
    teamIds: [string, string];
    leagueIds: Array<string | null>;
  }
>;

export type AvailabilityEvent = AvailabilityAnswered;

export const availabilityStream = (matchId: string) => ({
  streamId: `availability-${matchId}`,
  streamType: 'availability',
});
