import { MATCH_CANCELLATION_RULES } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import { matchCancellationErrors as errors } from './match-cancellation.errors';
import type { MatchEvent } from './match.events';
import { evolveMatch, initialMatchState, type MatchState } from './match.state';

/**
 * An admin cancels an accepted match on its stream `match-{id}` before any report is filed:
 * `MatchCancelledByAdmin` with the reason both captains see. The time travels in the command.
 */
export type CancelMatchByAdmin = {
  type: 'CancelMatchByAdmin';
  /** The admin's user id (the route is admin-only). */
  cancelledBy: string;
  reason: string;
  /** ISO instant of the decision. */
  at: string;
};
export type MatchCancellationCommand = CancelMatchByAdmin;

function cancel(command: CancelMatchByAdmin, state: MatchState): MatchEvent[] {
  switch (state.phase) {
    case 'none':
      throw errors.notFound();
    case 'pending':
    case 'rejected':
      throw errors.notAccepted();
    case 'cancelled':
      throw state.byAdmin ? errors.alreadyCancelled() : errors.notAccepted();
    case 'finished':
    case 'removed':
      throw errors.alreadyPlayed();
    case 'accepted':
      break;
    default:
      return assertNever(state);
  }
  if (state.report) throw errors.reportFiled();
  const reason = command.reason.trim();
  if (reason.length === 0) throw errors.reasonRequired();
  if (reason.length > MATCH_CANCELLATION_RULES.reasonMax) throw errors.reasonTooLong();
  const { matchId } = state.match;
  return [
    {
      type: 'MatchCancelledByAdmin',
      data: { matchId, reason, cancelledBy: command.cancelledBy, at: command.at },
    },
  ];
}

export const matchCancellationDecider: Decider<MatchState, MatchCancellationCommand, MatchEvent> = {
  initialState: initialMatchState,
  evolve: evolveMatch,
  decide: (command, state) => {
    switch (command.type) {
      case 'CancelMatchByAdmin':
        return cancel(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
