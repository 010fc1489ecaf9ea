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
/**
 * The applicant took the application back; `reason` 'joinedAnotherTeam' when it was withdrawn
 * for them because they accepted another team's offer.
 */
export type ApplicationWithdrawn = DomainEvent<
  'ApplicationWithdrawn',
  { teamId: string; applicationId: string; userId: string; reason?: 'joinedAnotherTeam' }
>;
/** The captain offered a free agent a place in the team (transfer market). */
export type TeamOfferMade = DomainEvent<
  'TeamOfferMade',
  { teamId: string; offerId: string; userId: string; madeBy: string }
>;
/** The player accepted: followed by PlayerJoinedTeam, as an accepted application is. */
export type TeamOfferAccepted = DomainEvent<
  'TeamOfferAccepted',
  { teamId: string; offerId: string; userId: string }
>;
export type TeamOfferDeclined = DomainEvent<
  'TeamOfferDeclined',
  { teamId: string; offerId: string; userId: string }
>;
/** The captain took the offer back. */
export type TeamOfferWithdrawn = DomainEvent<
  'TeamOfferWithdrawn',
  { teamId: string; offerId: string; userId: string; withdrawnBy: string }
>;
/** The captain marks the team as looking for players ('szukamy zawodników'), with positions. */
export type TeamRecruitmentSet = DomainEvent<
  'TeamRecruitmentSet',
  { teamId: string; lookingForPlayers: boolean; positions: number[] }
>;

/**
 * The league office suspended a member of the team, with a reason: for `matches` of the team
 * played from `from` on, or until `until` (ISO instant) — one of the two.
 */
export type PlayerSuspended = DomainEvent<
  'PlayerSuspended',
  {
    teamId: string;
    suspensionId: string;
    userId: string;
    seasonId: string;
    matches: number | null;
    until: string | null;
    from: string;
    reason: string;
  }
>;

export type TeamEvent =
  | PlayerSuspended
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
  | ApplicationWithdrawn
  | TeamOfferMade
  | TeamOfferAccepted
  | TeamOfferDeclined
  | TeamOfferWithdrawn
  | TeamRecruitmentSet;

export const teamStream = (teamId: string) => ({
  streamId: `team-${teamId}`,
  streamType: 'team',
});
