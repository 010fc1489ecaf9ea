import type { TeamEvent } from './team.events';

export interface TeamMember {
  userTeamId: string;
  userId: string;
}

export interface ActiveTeam {
  status: 'active';
  teamId: string;
  name: string;
  shortName: string;
  captainId: string;
  /** Current members by user id. */
  members: Record<string, TeamMember>;
  /** Pending applications: application id -> applicant's user id. */
  applications: Record<string, string>;
  imageVersion: number;
  hasImage: boolean;
  /** Open offers to free agents: offer id -> the player's user id. */
  offers?: Record<string, string>;
  recruitment?: { lookingForPlayers: boolean; positions: number[] };
  /** Suspensions given by the league office (all of them; whether one still holds is decided at a report). */
  suspensions?: Suspension[];
}

/** A suspension of a member: for N matches of the team from `from` on, or until a date. */
export interface Suspension {
  suspensionId: string;
  userId: string;
  matches: number | null;
  until: string | null;
  from: string;
  reason: string;
}

export type TeamState =
  { status: 'none' } | (Omit<ActiveTeam, 'status'> & { status: 'deleted' }) | ActiveTeam;

export const initialTeamState = (): TeamState => ({ status: 'none' });

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

/** Folds one team fact into the state. */
export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamCreated') {
    const { teamId, name, shortName, captainId } = event.data;
    return {
      status: 'active',
      teamId,
      name,
      shortName,
      captainId,
      members: {},
      applications: {},
      imageVersion: 0,
      hasImage: false,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'TeamRenamed':
      return { ...state, name: event.data.name, shortName: event.data.shortName };
    case 'TeamImageChanged':
      return { ...state, hasImage: true, imageVersion: event.data.version };
    case 'TeamImageRemoved':
      return { ...state, hasImage: false };
    case 'PlayerJoinedTeam': {
      const { userId, userTeamId } = event.data;
      return { ...state, members: { ...state.members, [userId]: { userId, userTeamId } } };
    }
    case 'PlayerLeftTeam':
    case 'PlayerRemovedFromTeam':
      return { ...state, members: without(state.members, event.data.userId) };
    case 'CaptaincyHandedOver':
      return { ...state, captainId: event.data.toUserId };
    case 'TeamDeleted':
      return { ...state, status: 'deleted', applications: {}, offers: {} };
    case 'ApplicationSubmitted':
      return {
        ...state,
        applications: { ...state.applications, [event.data.applicationId]: event.data.userId },
      };
    case 'ApplicationAccepted':
    case 'ApplicationCancelled':
    case 'ApplicationWithdrawn':
      return { ...state, applications: without(state.applications, event.data.applicationId) };
    case 'TeamOfferMade':
      return {
        ...state,
        offers: { ...state.offers, [event.data.offerId]: event.data.userId },
      };
    case 'TeamOfferAccepted':
    case 'TeamOfferDeclined':
    case 'TeamOfferWithdrawn':
      return { ...state, offers: without(state.offers ?? {}, event.data.offerId) };
    case 'PlayerSuspended': {
      const { suspensionId, userId, matches, until, from, reason } = event.data;
      const suspension = { suspensionId, userId, matches, until, from, reason };
      return { ...state, suspensions: [...(state.suspensions ?? []), suspension] };
    }
    case 'TeamRecruitmentSet': {
      const { lookingForPlayers, positions } = event.data;
      return { ...state, recruitment: { lookingForPlayers, positions } };
    }
    default:
      return state;
  }
}

export const memberByUserTeamId = (state: ActiveTeam, userTeamId: string) =>
  Object.values(state.members).find((m) => m.userTeamId === userTeamId);

export const pendingApplicationOf = (state: ActiveTeam, userId: string) =>
  Object.entries(state.applications).find(([, applicant]) => applicant === userId)?.[0];

export const openOfferTo = (state: ActiveTeam, userId: string) =>
  Object.entries(state.offers ?? {}).find(([, player]) => player === userId)?.[0];
