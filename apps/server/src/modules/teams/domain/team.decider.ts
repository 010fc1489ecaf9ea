import { MEMBER_TYPE } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import { teamErrors } from './team.errors';
import type { TeamEvent } from './team.events';
import {
  type ActiveTeam,
  evolveTeam,
  initialTeamState,
  memberByUserTeamId,
  pendingApplicationOf,
  type TeamState,
} from './team.state';

export type CreateTeam = {
  type: 'CreateTeam';
  teamId: string;
  userTeamId: string;
  captainId: string;
  name: string;
  shortName: string;
  requestedLeagueId: string | null;
};
export type RenameTeam = { type: 'RenameTeam'; actor: Principal; name: string; shortName: string };
export type ChangeTeamImage = { type: 'ChangeTeamImage'; actor: Principal };
export type RemoveTeamImage = { type: 'RemoveTeamImage'; actor: Principal };
export type SubmitApplication = {
  type: 'SubmitApplication';
  actor: Principal;
  applicationId: string;
};
export type AcceptApplication = {
  type: 'AcceptApplication';
  actor: Principal;
  applicationId: string;
  userTeamId: string;
};
export type CancelApplication = {
  type: 'CancelApplication';
  actor: Principal;
  applicationId: string;
};
export type WithdrawApplication = {
  type: 'WithdrawApplication';
  actor: Principal;
  applicationId: string;
};
/** `DELETE /api/user-team/{id}`: a member leaves, or the captain (or an admin) removes one. */
export type EndMembership = { type: 'EndMembership'; actor: Principal; userTeamId: string };
export type HandOverCaptaincy = {
  type: 'HandOverCaptaincy';
  actor: Principal;
  oldCaptainId: string;
  newCaptainId: string;
};
export type DeleteTeam = { type: 'DeleteTeam'; actor: Principal };

export type TeamCommand =
  | CreateTeam
  | RenameTeam
  | ChangeTeamImage
  | RemoveTeamImage
  | SubmitApplication
  | AcceptApplication
  | CancelApplication
  | WithdrawApplication
  | EndMembership
  | HandOverCaptaincy
  | DeleteTeam;

const isAdmin = (actor: Principal) => actor.role === 'Admin';

function active(state: TeamState): ActiveTeam {
  if (state.status !== 'active') throw teamErrors.teamNotFound();
  return state;
}

function managedBy(state: TeamState, actor: Principal): ActiveTeam {
  const team = active(state);
  if (team.captainId !== actor.userId && !isAdmin(actor)) throw teamErrors.notCaptainOrAdmin();
  return team;
}

function captainedBy(state: TeamState, actor: Principal): ActiveTeam {
  const team = active(state);
  if (team.captainId !== actor.userId) throw teamErrors.notCaptain();
  return team;
}

function pendingApplicant(team: ActiveTeam, applicationId: string): string {
  const applicant = team.applications[applicationId];
  if (!applicant) throw teamErrors.applicationNotPending();
  return applicant;
}

function endMembership(state: TeamState, c: EndMembership): TeamEvent[] {
  const team = active(state);
  const member = memberByUserTeamId(team, c.userTeamId);
  if (!member) throw teamErrors.memberNotFound();
  const { teamId } = team;
  const data = { teamId, userTeamId: member.userTeamId, userId: member.userId };
  if (member.userId === c.actor.userId) {
    if (member.userId === team.captainId) throw teamErrors.captainCannotLeave();
    return [{ type: 'PlayerLeftTeam', data }];
  }
  if (team.captainId !== c.actor.userId && !isAdmin(c.actor)) throw teamErrors.notYourMembership();
  if (member.userId === team.captainId) throw teamErrors.captainCannotLeave();
  return [{ type: 'PlayerRemovedFromTeam', data: { ...data, removedBy: c.actor.userId } }];
}

function handOver(state: TeamState, c: HandOverCaptaincy): TeamEvent[] {
  const team = managedBy(state, c.actor);
  if (c.oldCaptainId !== team.captainId) throw teamErrors.captainChanged();
  if (c.newCaptainId === team.captainId) throw teamErrors.alreadyCaptain();
  if (!team.members[c.newCaptainId]) throw teamErrors.memberNotFound();
  const data = { teamId: team.teamId, fromUserId: team.captainId, toUserId: c.newCaptainId };
  return [{ type: 'CaptaincyHandedOver', data }];
}

function submit(state: TeamState, c: SubmitApplication): TeamEvent[] {
  const team = active(state);
  if (team.members[c.actor.userId]) throw teamErrors.alreadyMember();
  if (pendingApplicationOf(team, c.actor.userId)) throw teamErrors.applicationPending();
  const data = { teamId: team.teamId, applicationId: c.applicationId, userId: c.actor.userId };
  return [{ type: 'ApplicationSubmitted', data }];
}

function accept(state: TeamState, c: AcceptApplication): TeamEvent[] {
  const team = captainedBy(state, c.actor);
  const userId = pendingApplicant(team, c.applicationId);
  const { teamId } = team;
  return [
    { type: 'ApplicationAccepted', data: { teamId, applicationId: c.applicationId, userId } },
    {
      type: 'PlayerJoinedTeam',
      data: { teamId, userTeamId: c.userTeamId, userId, memberType: MEMBER_TYPE.player },
    },
  ];
}

function create(state: TeamState, c: CreateTeam): TeamEvent[] {
  if (state.status !== 'none') throw teamErrors.teamExists();
  const { teamId, name, shortName, captainId, requestedLeagueId, userTeamId } = c;
  return [
    { type: 'TeamCreated', data: { teamId, name, shortName, captainId, requestedLeagueId } },
    {
      type: 'PlayerJoinedTeam',
      data: { teamId, userTeamId, userId: captainId, memberType: MEMBER_TYPE.captain },
    },
  ];
}

export function decideTeam(command: TeamCommand, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'CreateTeam':
      return create(state, command);
    case 'RenameTeam': {
      const team = managedBy(state, command.actor);
      if (team.name === command.name && team.shortName === command.shortName) return [];
      const { name, shortName } = command;
      return [{ type: 'TeamRenamed', data: { teamId: team.teamId, name, shortName } }];
    }
    case 'ChangeTeamImage': {
      const team = managedBy(state, command.actor);
      const data = { teamId: team.teamId, version: team.imageVersion + 1 };
      return [{ type: 'TeamImageChanged', data }];
    }
    case 'RemoveTeamImage': {
      const team = managedBy(state, command.actor);
      return team.hasImage ? [{ type: 'TeamImageRemoved', data: { teamId: team.teamId } }] : [];
    }
    case 'SubmitApplication':
      return submit(state, command);
    case 'AcceptApplication':
      return accept(state, command);
    case 'CancelApplication': {
      const team = captainedBy(state, command.actor);
      const userId = pendingApplicant(team, command.applicationId);
      const data = { teamId: team.teamId, applicationId: command.applicationId, userId };
      return [{ type: 'ApplicationCancelled', data }];
    }
    case 'WithdrawApplication': {
      const team = active(state);
      const userId = pendingApplicant(team, command.applicationId);
      if (userId !== command.actor.userId) throw teamErrors.notYourApplication();
      const data = { teamId: team.teamId, applicationId: command.applicationId, userId };
      return [{ type: 'ApplicationWithdrawn', data }];
    }
    case 'EndMembership':
      return endMembership(state, command);
    case 'HandOverCaptaincy':
      return handOver(state, command);
    case 'DeleteTeam': {
      const team = active(state);
      if (!isAdmin(command.actor)) throw teamErrors.adminOnly();
      const data = {
        teamId: team.teamId,
        memberIds: Object.keys(team.members),
        pendingApplicationIds: Object.keys(team.applications),
      };
      return [{ type: 'TeamDeleted', data }];
    }
    default:
      return assertNever(command);
  }
}

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide: decideTeam,
};
