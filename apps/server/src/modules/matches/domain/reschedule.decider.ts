import { formatSeasonDay } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { TeamFacts } from '../../teams/domain/team-facts';
import type { MatchEvent } from './match.events';
import {
  evolveMatch,
  initialMatchState,
  type MatchState,
  type RescheduleProposal,
} from './match.state';
import { rescheduleErrors as errors } from './reschedule.errors';

/**
 * Rescheduling between captains on the match stream `match-{id}` (league office, issue 16):
 * either captain of an accepted match without a report proposes a new kick-off and/or pitch
 * before the kick-off; the other captain accepts or declines. One pending proposal at a time;
 * it expires at the kick-off it would replace. Time, ids and what the handler read in the
 * deciding transaction (the teams, the pitch, whether the slot is free, the season's window)
 * travel in the command.
 */
interface Actors {
  actorUserId: string;
  /** The match's two teams as they stand now (captain, active). */
  sender: TeamFacts;
  receiver: TeamFacts;
  /** ISO instant of the decision (the injected clock's now). */
  now: string;
}

export type ProposeReschedule = Actors & {
  type: 'ProposeReschedule';
  proposalId: string;
  date: string;
  pitchId: string;
  /** The pitch exists and is offered. */
  pitchAvailable: boolean;
  /** Another accepted match holds the pitch at some time of the new span. */
  slotTaken: boolean;
  /** The match's season window (ISO instants, inclusive). */
  seasonStart: string;
  seasonEnd: string;
  /** A cup match: its round's deadline (the match must start before it), else null. */
  roundDeadline: string | null;
};
export type AcceptReschedule = Actors & { type: 'AcceptReschedule'; proposalId: string };
export type DeclineReschedule = Actors & { type: 'DeclineReschedule'; proposalId: string };
export type RescheduleCommand = ProposeReschedule | AcceptReschedule | DeclineReschedule;

type Accepted = Extract<MatchState, { phase: 'accepted' }>;

/** An accepted match without a report; anything else is refused with what it is. */
function acceptedMatch(state: MatchState): Accepted {
  switch (state.phase) {
    case 'none':
      throw errors.matchNotFound();
    case 'accepted':
      if (state.report) throw errors.reportFiled();
      return state;
    case 'pending':
    case 'rejected':
    case 'cancelled':
    case 'finished':
    case 'removed':
      throw errors.notAccepted();
    default:
      return assertNever(state);
  }
}

/** The team of the match the actor captains (an active team), or a refusal. */
function actorTeam(command: Actors): string {
  for (const team of [command.sender, command.receiver]) {
    if (team.active && team.captainId === command.actorUserId) return team.teamId;
  }
  throw errors.notCaptain();
}

const at = (iso: string) => new Date(iso).getTime();

/** The pending proposal still open at `now` (not decided, before its expiry), if any. */
export function openProposal(
  proposals: RescheduleProposal[] | undefined,
  now: string,
): RescheduleProposal | null {
  const last = proposals?.at(-1);
  return last && last.status === 'pending' && at(now) < at(last.expiresAt) ? last : null;
}

function propose(command: ProposeReschedule, state: MatchState): MatchEvent[] {
  const accepted = acceptedMatch(state);
  const teamId = actorTeam(command);
  const { match } = accepted;
  if (at(command.now) >= at(match.date)) throw errors.started();
  if (openProposal(accepted.proposals, command.now)) throw errors.alreadyPending();
  if (!command.pitchAvailable) throw errors.pitchNotFound();
  const date = new Date(command.date);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970) throw errors.dateRequired();
  if (date.getTime() <= at(command.now)) throw errors.dateNotInFuture();
  const start = new Date(command.seasonStart);
  const end = new Date(command.seasonEnd);
  if (date < start || date > end) {
    throw errors.dateOutsideSeason(formatSeasonDay(start), formatSeasonDay(end));
  }
  if (command.roundDeadline && date.getTime() > at(command.roundDeadline)) {
    throw errors.afterRoundDeadline(command.roundDeadline);
  }
  const iso = date.toISOString();
  if (iso === new Date(match.date).toISOString() && command.pitchId === match.pitchId) {
    throw errors.unchanged();
  }
  if (command.slotTaken) throw errors.pitchBooked();
  return [
    {
      type: 'RescheduleProposed',
      data: {
        matchId: match.matchId,
        proposalId: command.proposalId,
        proposedBy: command.actorUserId,
        proposedByTeamId: teamId,
        date: iso,
        pitchId: command.pitchId,
        expiresAt: new Date(match.date).toISOString(),
        at: command.now,
      },
    },
  ];
}

/** The proposal the other captain answers, still open, or a refusal saying why not. */
function answerable(
  command: AcceptReschedule | DeclineReschedule,
  state: MatchState,
): { accepted: Accepted; proposal: RescheduleProposal; teamId: string } {
  const accepted = acceptedMatch(state);
  const teamId = actorTeam(command);
  const proposal = accepted.proposals?.find((p) => p.proposalId === command.proposalId);
  if (!proposal) throw errors.proposalNotFound();
  if (proposal.proposedByTeamId === teamId) throw errors.ownProposal();
  if (proposal.status !== 'pending') throw errors.alreadyDecided(proposal.status);
  if (at(command.now) >= at(proposal.expiresAt)) throw errors.expired(proposal.expiresAt);
  return { accepted, proposal, teamId };
}

function decideOnProposal(
  command: AcceptReschedule | DeclineReschedule,
  state: MatchState,
): MatchEvent[] {
  const { accepted, proposal, teamId } = answerable(command, state);
  const { match } = accepted;
  const common = {
    matchId: match.matchId,
    proposalId: proposal.proposalId,
    proposedByTeamId: proposal.proposedByTeamId,
    at: command.now,
  };
  if (command.type === 'DeclineReschedule') {
    return [
      {
        type: 'RescheduleDeclined',
        data: {
          ...common,
          declinedBy: command.actorUserId,
          declinedByTeamId: teamId,
          proposed: { date: proposal.date, pitchId: proposal.pitchId },
        },
      },
    ];
  }
  // a proposal to play earlier than the match was set for can pass before it expires
  if (at(proposal.date) <= at(command.now)) throw errors.datePassed();
  return [
    {
      type: 'RescheduleAccepted',
      data: {
        ...common,
        acceptedBy: command.actorUserId,
        acceptedByTeamId: teamId,
        before: { date: match.date, pitchId: match.pitchId },
        after: { date: proposal.date, pitchId: proposal.pitchId },
      },
    },
  ];
}

export const rescheduleDecider: Decider<MatchState, RescheduleCommand, MatchEvent> = {
  initialState: initialMatchState,
  evolve: evolveMatch,
  decide: (command, state) => {
    switch (command.type) {
      case 'ProposeReschedule':
        return propose(command, state);
      case 'AcceptReschedule':
      case 'DeclineReschedule':
        return decideOnProposal(command, state);
      default:
        return assertNever(command);
    }
  },
};
