import { SUSPENSION_LIMITS } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import { teamErrors } from './team.errors';
import type { TeamEvent } from './team.events';
import { evolveTeam, initialTeamState, type TeamState } from './team.state';

/**
 * The league office's suspensions on the team stream `team-{id}`: a member (the captain
 * included) suspended for N matches of the team or until a date, with a reason. Whether a
 * suspension still holds is decided when a report marks the player present.
 */
export type SuspendPlayer = {
  type: 'SuspendPlayer';
  suspensionId: string;
  userId: string;
  seasonId: string;
  matches: number | null;
  until: string | null;
  /** The decision's instant (ISO). */
  now: string;
  reason: string;
};
export type SuspensionCommand = SuspendPlayer;

function suspend(command: SuspendPlayer, state: TeamState): TeamEvent[] {
  if (state.status !== 'active') throw teamErrors.teamNotFound();
  const { userId, matches, until, now } = command;
  if (state.captainId !== userId && !state.members[userId]) {
    throw teamErrors.suspensionNotMember();
  }
  const byMatches =
    matches !== null &&
    Number.isInteger(matches) &&
    matches >= 1 &&
    matches <= SUSPENSION_LIMITS.maxMatches;
  const byDate = until !== null && new Date(until).getTime() > new Date(now).getTime();
  if (byMatches === byDate || (matches !== null && until !== null)) {
    throw teamErrors.suspensionLength();
  }
  return [
    {
      type: 'PlayerSuspended',
      data: {
        teamId: state.teamId,
        suspensionId: command.suspensionId,
        userId,
        seasonId: command.seasonId,
        matches: byMatches ? matches : null,
        until: byDate ? until : null,
        from: now,
        reason: command.reason,
      },
    },
  ];
}

export const suspensionDecider: Decider<TeamState, SuspensionCommand, TeamEvent> = {
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide: (command, state) => {
    switch (command.type) {
      case 'SuspendPlayer':
        return suspend(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
