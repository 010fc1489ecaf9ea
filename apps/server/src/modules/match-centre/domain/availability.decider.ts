import type { AvailabilityAnswer } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { MatchState } from '../../matches/domain/match.state';
import type { TeamRoster } from '../../teams/domain/team-facts';
import { matchCentreErrors } from './availability.errors';
import type { AvailabilityEvent } from './availability.events';

/** Each player's last answer for the match. */
export interface AvailabilityState {
  answers: Record<string, AvailabilityAnswer>;
}

/**
 * A player answers Będę / Nie będę / Może. Read in the deciding transaction: the match stream's
 * state and both teams' rosters (team streams), never a projection.
 */
export type AnswerAvailability = {
  type: 'AnswerAvailability';
  matchId: string;
  userId: string;
  answer: AvailabilityAnswer;
  /** The injected clock's now (ISO). */
  now: string;
  match: MatchState;
  /** [team A, team B] as the write side knows them. */
  teams: [TeamRoster, TeamRoster];
};
export type AvailabilityCommand = AnswerAvailability;

export const initialAvailabilityState = (): AvailabilityState => ({ answers: {} });

export function evolveAvailability(
  state: AvailabilityState,
  event: AvailabilityEvent,
): AvailabilityState {
  switch (event.type) {
    case 'AvailabilityAnswered':
      return { answers: { ...state.answers, [event.data.userId]: event.data.answer } };
    default:
      return assertNever(event.type);
  }
}

function answer(command: AnswerAvailability, state: AvailabilityState): AvailabilityEvent[] {
  const { match } = command;
  if (match.phase === 'none') throw matchCentreErrors.matchNotFound();
  if (match.phase !== 'accepted' || match.report) throw matchCentreErrors.notAccepted();
  if (new Date(match.match.date).getTime() <= new Date(command.now).getTime()) {
    throw matchCentreErrors.started();
  }
  const team = command.teams.find((t) => t.active && t.members.includes(command.userId));
  if (!team) throw matchCentreErrors.notMember();
  if (state.answers[command.userId] === command.answer) return [];
  const m = match.match;
  return [
    {
      type: 'AvailabilityAnswered',
      data: {
        matchId: command.matchId,
        userId: command.userId,
        teamId: team.teamId,
        answer: command.answer,
        at: command.now,
        teamIds: [m.senderTeamId, m.receiverTeamId],
        leagueIds: [...new Set([m.senderLeagueId, m.receiverLeagueId])],
      },
    },
  ];
}

export const availabilityDecider: Decider<
  AvailabilityState,
  AvailabilityCommand,
  AvailabilityEvent
> = {
  initialState: initialAvailabilityState,
  evolve: evolveAvailability,
  decide: (command, state) => {
    switch (command.type) {
      case 'AnswerAvailability':
        return answer(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
