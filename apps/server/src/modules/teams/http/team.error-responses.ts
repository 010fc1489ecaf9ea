import { OFFER_MESSAGES, OFFICE_MESSAGES, TEAM_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { TeamErrorCode } from '../domain/team.errors';

/** Status, code and Polish message of every refusal of the teams module (registered by its module). */
export const teamErrorResponses: ErrorResponses<TeamErrorCode> = {
  'team.team_exists': () => new ConflictError('team.exists', 'Ta drużyna już istnieje.'),
  'team.team_not_found': () => new NotFoundError('team.not_found', 'Nie znaleziono drużyny.'),
  'team.not_captain': () =>
    new ForbiddenError('team.not_captain', 'Tylko kapitan drużyny może wykonać tę operację.'),
  'team.not_captain_or_admin': () =>
    new ForbiddenError(
      'team.not_captain',
      'Tylko kapitan drużyny lub zarządca może wykonać tę operację.',
    ),
  'team.admin_only': () => new ForbiddenError('auth.admin_only', 'Tylko zarządca może to zrobić.'),
  'team.not_your_membership': () =>
    new ForbiddenError(
      'team.not_your_membership',
      'Możesz opuścić tylko własną drużynę; usuwać zawodników może kapitan.',
    ),
  'team.captain_cannot_leave': () =>
    new ConflictError('team.captain_cannot_leave', TEAM_MESSAGES.captainCannotLeave),
  'team.member_not_found': () =>
    new NotFoundError('team.member_not_found', 'Ten zawodnik nie należy do drużyny.'),
  'team.already_captain': () =>
    new ConflictError('team.already_captain', 'Ten zawodnik jest już kapitanem drużyny.'),
  'team.captain_changed': () =>
    new ConflictError(
      'team.captain_changed',
      'Kapitan drużyny właśnie się zmienił. Odśwież stronę i spróbuj ponownie.',
    ),
  'team.already_member': () =>
    new ConflictError('team.already_member', 'Należysz już do tej drużyny.'),
  'team.in_another_team': () =>
    new ConflictError(
      'team.member_elsewhere',
      'Należysz już do drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
    ),
  'team.applicant_in_another_team': () =>
    new ConflictError(
      'team.member_elsewhere',
      'Ten zawodnik należy już do innej drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
    ),
  'team.application_pending': () =>
    new ConflictError(
      'application.already_pending',
      'Masz już oczekujące zgłoszenie do drużyny. Poczekaj, aż kapitan je rozpatrzy, albo je anuluj.',
    ),
  'team.pending_blocks_creation': () =>
    new ConflictError(
      'application.already_pending',
      'Masz oczekujące zgłoszenie do drużyny. Anuluj je, zanim utworzysz własną drużynę.',
    ),
  'team.application_not_found': () =>
    new NotFoundError('application.not_found', 'Nie znaleziono zgłoszenia.'),
  'team.application_not_pending': () =>
    new ConflictError('application.not_pending', 'To zgłoszenie zostało już rozpatrzone.'),
  'team.not_your_application': () =>
    new ForbiddenError('application.not_yours', 'Możesz anulować tylko własne zgłoszenie.'),
  'team.apply_only_for_yourself': () =>
    new ForbiddenError('application.not_yours', 'Możesz zgłosić do drużyny tylko siebie.'),
  'team.user_not_found': () => new NotFoundError('user.not_found', 'Nie znaleziono użytkownika.'),
  'team.name_taken': () => new ConflictError('team.name_taken', TEAM_MESSAGES.nameTaken),
  'team.league_not_found': () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.'),
  'team.league_team_not_found': () =>
    new NotFoundError('league_team.not_found', 'Nie znaleziono drużyny w tej lidze.'),
  'team.already_in_league': () =>
    new ConflictError(
      'league_team.already_assigned',
      'Drużyna jest już przypisana do ligi w tym sezonie.',
    ),
  'team.same_league': () =>
    new ConflictError('league_team.same_league', 'Drużyna gra już w tej lidze.'),
  'team.league_link_ended': () =>
    new ConflictError(
      'league_team.ended',
      'Ta drużyna nie gra już w tej lidze. Odśwież stronę i spróbuj ponownie.',
    ),
  'team.no_image': () => new NotFoundError('team.image_not_found', 'Drużyna nie ma zdjęcia.'),
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
    ValidationError.of(
      'userId',
      'Ten zawodnik nie gra w tej drużynie — zawiesić można tylko jej zawodnika.',
    ),
  'team.suspension_length': () => ValidationError.of('matches', OFFICE_MESSAGES.suspensionLength),
};
