import { OFFER_MESSAGES, OFFICE_MESSAGES, TEAM_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import { TEAM_ERROR_MESSAGES } from './team.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { TeamErrorCode } from '../domain/team.errors';

/** Status, code and Polish message of every refusal of the teams module (registered by its module). */
export const teamErrorResponses: ErrorResponses<TeamErrorCode> = {
  'team.team_exists': () => new ConflictError('team.exists', TEAM_ERROR_MESSAGES.teamExists),
  'team.team_not_found': () =>
    new NotFoundError('team.not_found', TEAM_ERROR_MESSAGES.teamNotFound),
  'team.not_captain': () => new ForbiddenError('team.not_captain', TEAM_ERROR_MESSAGES.notCaptain),
  'team.not_captain_or_admin': () =>
    new ForbiddenError('team.not_captain', TEAM_ERROR_MESSAGES.notCaptainOrAdmin),
  'team.admin_only': () => new ForbiddenError('auth.admin_only', TEAM_ERROR_MESSAGES.adminOnly),
  'team.not_your_membership': () =>
    new ForbiddenError('team.not_your_membership', TEAM_ERROR_MESSAGES.notYourMembership),
  'team.captain_cannot_leave': () =>
    new ConflictError('team.captain_cannot_leave', TEAM_MESSAGES.captainCannotLeave),
  'team.member_not_found': () =>
    new NotFoundError('team.member_not_found', TEAM_ERROR_MESSAGES.memberNotFound),
  'team.already_captain': () =>
    new ConflictError('team.already_captain', TEAM_ERROR_MESSAGES.alreadyCaptain),
  'team.captain_changed': () =>
    new ConflictError('team.captain_changed', TEAM_ERROR_MESSAGES.captainChanged),
  'team.already_member': () =>
    new ConflictError('team.already_member', TEAM_ERROR_MESSAGES.alreadyMember),
  'team.in_another_team': () =>
    new ConflictError('team.member_elsewhere', TEAM_ERROR_MESSAGES.inAnotherTeam),
  'team.applicant_in_another_team': () =>
    new ConflictError('team.member_elsewhere', TEAM_ERROR_MESSAGES.applicantInAnotherTeam),
  'team.application_pending': () =>
    new ConflictError('application.already_pending', TEAM_ERROR_MESSAGES.applicationPending),
  'team.pending_blocks_creation': () =>
    new ConflictError('application.already_pending', TEAM_ERROR_MESSAGES.pendingBlocksCreation),
  'team.application_not_found': () =>
    new NotFoundError('application.not_found', TEAM_ERROR_MESSAGES.applicationNotFound),
  'team.application_not_pending': () =>
    new ConflictError('application.not_pending', TEAM_ERROR_MESSAGES.applicationNotPending),
  'team.not_your_application': () =>
    new ForbiddenError('application.not_yours', TEAM_ERROR_MESSAGES.notYourApplication),
  'team.apply_only_for_yourself': () =>
    new ForbiddenError('application.not_yours', TEAM_ERROR_MESSAGES.applyOnlyForYourself),
  'team.user_not_found': () =>
    new NotFoundError('user.not_found', TEAM_ERROR_MESSAGES.userNotFound),
  'team.name_taken': () => new ConflictError('team.name_taken', TEAM_MESSAGES.nameTaken),
  'team.league_not_found': () =>
    new NotFoundError('league.not_found', TEAM_ERROR_MESSAGES.leagueNotFound),
  'team.league_team_not_found': () =>
    new NotFoundError('league_team.not_found', TEAM_ERROR_MESSAGES.leagueTeamNotFound),
  'team.already_in_league': () =>
    new ConflictError('league_team.already_assigned', TEAM_ERROR_MESSAGES.alreadyInLeague),
  'team.same_league': () =>
    new ConflictError('league_team.same_league', TEAM_ERROR_MESSAGES.sameLeague),
  'team.league_link_ended': () =>
    new ConflictError('league_team.ended', TEAM_ERROR_MESSAGES.leagueLinkEnded),
  'team.no_image': () => new NotFoundError('team.image_not_found', TEAM_ERROR_MESSAGES.noImage),
  'team.bad_image': ({ message }: { message: string }) =>
    ValidationError.of('team.image_invalid', message),
  'team.offer_not_found': () => new NotFoundError('team.offer_not_found', OFFER_MESSAGES.notFound),
  'team.offer_not_pending': () =>
    new ConflictError('team.offer_not_pending', OFFER_MESSAGES.notPending),
  'team.not_your_offer': () => new ForbiddenError('team.not_your_offer', OFFER_MESSAGES.notYours),
  'team.offer_pending': () =>
    new ConflictError('team.offer_pending', OFFER_MESSAGES.alreadyOffered),
  'team.offer_to_member': () => new ConflictError('team.offer_to_member', OFFER_MESSAGES.toMember),
  'team.player_not_free': () =>
    new ConflictError('team.member_elsewhere', OFFER_MESSAGES.playerNotFree),
  'team.suspension_not_member': () =>
    ValidationError.of('userId', TEAM_ERROR_MESSAGES.suspensionNotMember),
  'team.suspension_length': () => ValidationError.of('matches', OFFICE_MESSAGES.suspensionLength),
};
