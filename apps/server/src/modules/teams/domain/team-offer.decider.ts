import { MEMBER_TYPE } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import { teamErrors } from './team.errors';
import type { TeamEvent } from './team.events';
import {
  type ActiveTeam,
  evolveTeam,
  initialTeamState,
  openOfferTo,
  pendingApplicationOf,
  type TeamState,
} from './team.state';

/**
 * The transfer market's decisions on the team stream `team-{id}`: offers to free agents and the
 * team's 'szukamy zawodników'. Offers live on the team stream like applications, so two answers
 * to one offer race on one stream version; a player joins at most one team through the
 * `team-member` claim the handler takes with the PlayerJoinedTeam.
 */

export type MakeOffer = {
  type: 'MakeOffer';
  actor: Principal;
  offerId: string;
  userId: string;
  /** The player's account exists and is not erased (read from their stream). */
  playerExists: boolean;
  /** The team stream the player belongs to (their `team-member` claim), or null. */
  playerTeamStream: string | null;
};
export type AcceptOffer = {
  type: 'AcceptOffer';
  actor: Principal;
  offerId: string;
  userTeamId: string;
};
export type DeclineOffer = { type: 'DeclineOffer'; actor: Principal; offerId: string };
export type WithdrawOffer = { type: 'WithdrawOffer'; actor: Principal; offerId: string };
/** Withdraws the player's pending application here because they joined another team. */
export type WithdrawApplicationOnJoin = { type: 'WithdrawApplicationOnJoin'; userId: string };
export type SetRecruitment = {
  type: 'SetRecruitment';
  actor: Principal;
  lookingForPlayers: boolean;
  positions: number[];
};
export type TeamOfferCommand =
  | MakeOffer
  | AcceptOffer
  | DeclineOffer
  | WithdrawOffer
  | WithdrawApplicationOnJoin
  | SetRecruitment;

function active(state: TeamState): ActiveTeam {
  if (state.status !== 'active') throw teamErrors.teamNotFound();
  return state;
}

function offered(team: ActiveTeam, offerId: string): string {
  const player = team.offers?.[offerId];
  if (!player) throw teamErrors.offerNotPending();
  return player;
}

function make(state: TeamState, c: MakeOffer): TeamEvent[] {
  const team = active(state);
  if (team.captainId !== c.actor.userId) throw teamErrors.notCaptain();
  if (!c.playerExists) throw teamErrors.userNotFound();
  if (team.members[c.userId]) throw teamErrors.offerToMember();
  if (c.playerTeamStream) throw teamErrors.playerNotFree();
  if (openOfferTo(team, c.userId)) throw teamErrors.offerPending();
  const data = {
    teamId: team.teamId,
    offerId: c.offerId,
    userId: c.userId,
    madeBy: c.actor.userId,
  };
  return [{ type: 'TeamOfferMade', data }];
}

function acceptOffer(state: TeamState, c: AcceptOffer): TeamEvent[] {
  const team = active(state);
  const userId = offered(team, c.offerId);
  if (userId !== c.actor.userId) throw teamErrors.notYourOffer();
  const { teamId } = team;
  return [
    { type: 'TeamOfferAccepted', data: { teamId, offerId: c.offerId, userId } },
    {
      type: 'PlayerJoinedTeam',
      data: { teamId, userTeamId: c.userTeamId, userId, memberType: MEMBER_TYPE.player },
    },
  ];
}

function decide(command: TeamOfferCommand, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'MakeOffer':
      return make(state, command);
    case 'AcceptOffer':
      return acceptOffer(state, command);
    case 'DeclineOffer': {
      const team = active(state);
      const userId = offered(team, command.offerId);
      if (userId !== command.actor.userId) throw teamErrors.notYourOffer();
      return [
        {
          type: 'TeamOfferDeclined',
          data: { teamId: team.teamId, offerId: command.offerId, userId },
        },
      ];
    }
    case 'WithdrawOffer': {
      const team = active(state);
      if (team.captainId !== command.actor.userId) throw teamErrors.notCaptain();
      const userId = offered(team, command.offerId);
      const data = {
        teamId: team.teamId,
        offerId: command.offerId,
        userId,
        withdrawnBy: command.actor.userId,
      };
      return [{ type: 'TeamOfferWithdrawn', data }];
    }
    case 'WithdrawApplicationOnJoin': {
      if (state.status !== 'active') return [];
      const applicationId = pendingApplicationOf(state, command.userId);
      if (!applicationId) return [];
      const data = {
        teamId: state.teamId,
        applicationId,
        userId: command.userId,
        reason: 'joinedAnotherTeam' as const,
      };
      return [{ type: 'ApplicationWithdrawn', data }];
    }
    case 'SetRecruitment': {
      const team = active(state);
      if (team.captainId !== command.actor.userId && command.actor.role !== 'Admin') {
        throw teamErrors.notCaptainOrAdmin();
      }
      const { lookingForPlayers, positions } = command;
      const now = team.recruitment;
      if (
        now &&
        now.lookingForPlayers === lookingForPlayers &&
        now.positions.join() === positions.join()
      ) {
        return [];
      }
      return [
        { type: 'TeamRecruitmentSet', data: { teamId: team.teamId, lookingForPlayers, positions } },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const teamOfferDecider: Decider<TeamState, TeamOfferCommand, TeamEvent> = {
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide,
};
