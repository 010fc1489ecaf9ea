import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * Facts of the team stream `team-{id}`. Only ids and team data travel here, never a
 * person's name or e-mail (those live in the users module, erasable). Applications live on
 * the team stream too, so two captains' actions on one application race on one stream
 * version: exactly one wins.
 */
export type TeamCreated = DomainEvent<
  'TeamCreated',
  {
    teamId: string;
    name: string;
    shortName: string;
    captainId: string;
    /** The league the captain asked for: a request an admin decides on. */
    requestedLeagueId: string | null;
  }
>;
export type TeamRenamed = DomainEvent<
  'TeamRenamed',
  { teamId: string; name: string; shortName: string }
>;
export type TeamImageChanged = DomainEvent<'TeamImageChanged', { teamId: string; version: number }>;
export type TeamImageRemoved = DomainEvent<'TeamImageRemoved', { teamId: string }>;
export type PlayerJoinedTeam = DomainEvent<
  'PlayerJoinedTeam',
  { teamId: string; userTeamId: string; userId: string; memberType: 1 | 2 }
>;
export type PlayerLeftTeam = DomainEvent<
  'PlayerLeftTeam',
  { teamId: string; userTeamId: string; userId: string }
>;
export type PlayerRemovedFromTeam = DomainEvent<
  'PlayerRemovedFromTeam',
  { teamId: string; userTeamId: string; userId: string; removedBy: string }
>;
export type CaptaincyHandedOver = DomainEvent<
  'CaptaincyHandedOver',
  { teamId: string; fromUserId: string; toUserId: string }
>;
export type TeamDeleted = DomainEvent<
  'TeamDeleted',
  { teamId: string; memberIds: string[]; pendingApplicationIds: string[] }
>;
export type ApplicationSubmitted = DomainEvent<
  'ApplicationSubmitted',
  { teamId: string; applicationId: string; userId: string }
>;
export type ApplicationAccepted = DomainEvent<
  'ApplicationAccepted',
  { teamId: string; applicationId: string; userId: string }
>;
/** The captain refused the application. */
export type ApplicationCancelled = DomainEvent<
  'ApplicationCancelled',
  { teamId: string; applicationId: string; userId: string }
>;
/** The applicant took the application back. */
export type ApplicationWithdrawn = DomainEvent<
  'ApplicationWithdrawn',
  { teamId: string; applicationId: string; userId: string }
>;

export type TeamEvent =
  | TeamCreated
  | TeamRenamed
  | TeamImageChanged
  | TeamImageRemoved
  | PlayerJoinedTeam
  | PlayerLeftTeam
  | PlayerRemovedFromTeam
  | CaptaincyHandedOver
  | TeamDeleted
  | ApplicationSubmitted
  | ApplicationAccepted
  | ApplicationCancelled
  | ApplicationWithdrawn;

export const teamStream = (teamId: string) => ({
  streamId: `team-${teamId}`,
  streamType: 'team',
});
