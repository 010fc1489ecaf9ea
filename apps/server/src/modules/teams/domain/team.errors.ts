import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Every refusal of the teams module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/team.error-responses.ts).
 */
export type TeamErrorCode =
  | 'team.team_exists'
  | 'team.team_not_found'
  | 'team.not_captain'
  | 'team.not_captain_or_admin'
  | 'team.admin_only'
  | 'team.not_your_membership'
  | 'team.captain_cannot_leave'
  | 'team.member_not_found'
  | 'team.already_captain'
  | 'team.captain_changed'
  | 'team.already_member'
  | 'team.in_another_team'
  | 'team.applicant_in_another_team'
  | 'team.application_pending'
  | 'team.pending_blocks_creation'
  | 'team.application_not_found'
  | 'team.application_not_pending'
  | 'team.not_your_application'
  | 'team.apply_only_for_yourself'
  | 'team.user_not_found'
  | 'team.name_taken'
  | 'team.league_not_found'
  | 'team.league_team_not_found'
  | 'team.already_in_league'
  | 'team.same_league'
  | 'team.league_link_ended'
  | 'team.no_image'
  | 'team.bad_image'
  | 'team.offer_not_found'
  | 'team.offer_not_pending'
  | 'team.not_your_offer'
  | 'team.offer_pending'
  | 'team.offer_to_member'
  | 'team.player_not_free'
  | 'team.suspension_not_member'
  | 'team.suspension_length';

export class TeamError extends DomainError<TeamErrorCode, Record<string, string> | undefined> {}

export const teamErrors = {
  teamExists: () => new TeamError('team.team_exists', undefined),
  teamNotFound: () => new TeamError('team.team_not_found', undefined),
  notCaptain: () => new TeamError('team.not_captain', undefined),
  notCaptainOrAdmin: () => new TeamError('team.not_captain_or_admin', undefined),
  adminOnly: () => new TeamError('team.admin_only', undefined),
  notYourMembership: () => new TeamError('team.not_your_membership', undefined),
  captainCannotLeave: () => new TeamError('team.captain_cannot_leave', undefined),
  memberNotFound: () => new TeamError('team.member_not_found', undefined),
  alreadyCaptain: () => new TeamError('team.already_captain', undefined),
  captainChanged: () => new TeamError('team.captain_changed', undefined),
  alreadyMember: () => new TeamError('team.already_member', undefined),
  inAnotherTeam: () => new TeamError('team.in_another_team', undefined),
  applicantInAnotherTeam: () => new TeamError('team.applicant_in_another_team', undefined),
  applicationPending: () => new TeamError('team.application_pending', undefined),
  pendingBlocksCreation: () => new TeamError('team.pending_blocks_creation', undefined),
  applicationNotFound: () => new TeamError('team.application_not_found', undefined),
  applicationNotPending: () => new TeamError('team.application_not_pending', undefined),
  notYourApplication: () => new TeamError('team.not_your_application', undefined),
  applyOnlyForYourself: () => new TeamError('team.apply_only_for_yourself', undefined),
  userNotFound: () => new TeamError('team.user_not_found', undefined),
  nameTaken: () => new TeamError('team.name_taken', undefined),
  leagueNotFound: () => new TeamError('team.league_not_found', undefined),
  leagueTeamNotFound: () => new TeamError('team.league_team_not_found', undefined),
  alreadyInLeague: () => new TeamError('team.already_in_league', undefined),
  sameLeague: () => new TeamError('team.same_league', undefined),
  leagueLinkEnded: () => new TeamError('team.league_link_ended', undefined),
  noImage: () => new TeamError('team.no_image', undefined),
  badImage: (message: string) => new TeamError('team.bad_image', { message }),
  offerNotFound: () => new TeamError('team.offer_not_found', undefined),
  offerNotPending: () => new TeamError('team.offer_not_pending', undefined),
  notYourOffer: () => new TeamError('team.not_your_offer', undefined),
  offerPending: () => new TeamError('team.offer_pending', undefined),
  offerToMember: () => new TeamError('team.offer_to_member', undefined),
  playerNotFree: () => new TeamError('team.player_not_free', undefined),
  suspensionNotMember: () => new TeamError('team.suspension_not_member', undefined),
  suspensionLength: () => new TeamError('team.suspension_length', undefined),
};
