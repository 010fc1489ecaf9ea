import { TEAM_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';

/** Every refusal of the teams module, with its code and Polish message, in one place. */
export const teamErrors = {
  teamExists: () => new ConflictError('team.exists', 'Ta drużyna już istnieje.'),
  teamNotFound: () => new NotFoundError('team.not_found', 'Nie znaleziono drużyny.'),
  notCaptain: () =>
    new ForbiddenError('team.not_captain', 'Tylko kapitan drużyny może wykonać tę operację.'),
  notCaptainOrAdmin: () =>
    new ForbiddenError(
      'team.not_captain',
      'Tylko kapitan drużyny lub zarządca może wykonać tę operację.',
    ),
  adminOnly: () => new ForbiddenError('auth.admin_only', 'Tylko zarządca może to zrobić.'),
  notYourMembership: () =>
    new ForbiddenError(
      'team.not_your_membership',
      'Możesz opuścić tylko własną drużynę; usuwać zawodników może kapitan.',
    ),
  captainCannotLeave: () =>
    new ConflictError('team.captain_cannot_leave', TEAM_MESSAGES.captainCannotLeave),
  memberNotFound: () =>
    new NotFoundError('team.member_not_found', 'Ten zawodnik nie należy do drużyny.'),
  alreadyCaptain: () =>
    new ConflictError('team.already_captain', 'Ten zawodnik jest już kapitanem drużyny.'),
  captainChanged: () =>
    new ConflictError(
      'team.captain_changed',
      'Kapitan drużyny właśnie się zmienił. Odśwież stronę i spróbuj ponownie.',
    ),
  alreadyMember: () => new ConflictError('team.already_member', 'Należysz już do tej drużyny.'),
  inAnotherTeam: () =>
    new ConflictError(
      'team.member_elsewhere',
      'Należysz już do drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
    ),
  applicantInAnotherTeam: () =>
    new ConflictError(
      'team.member_elsewhere',
      'Ten zawodnik należy już do innej drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
    ),
  applicationPending: () =>
    new ConflictError(
      'application.already_pending',
      'Masz już oczekujące zgłoszenie do drużyny. Poczekaj, aż kapitan je rozpatrzy, albo je anuluj.',
    ),
  pendingBlocksCreation: () =>
    new ConflictError(
      'application.already_pending',
      'Masz oczekujące zgłoszenie do drużyny. Anuluj je, zanim utworzysz własną drużynę.',
    ),
  applicationNotFound: () =>
    new NotFoundError('application.not_found', 'Nie znaleziono zgłoszenia.'),
  applicationNotPending: () =>
    new ConflictError('application.not_pending', 'To zgłoszenie zostało już rozpatrzone.'),
  notYourApplication: () =>
    new ForbiddenError('application.not_yours', 'Możesz anulować tylko własne zgłoszenie.'),
  applyOnlyForYourself: () =>
    new ForbiddenError('application.not_yours', 'Możesz zgłosić do drużyny tylko siebie.'),
  userNotFound: () => new NotFoundError('user.not_found', 'Nie znaleziono użytkownika.'),
  nameTaken: () => new ConflictError('team.name_taken', TEAM_MESSAGES.nameTaken),
  leagueNotFound: () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.'),
  leagueTeamNotFound: () =>
    new NotFoundError('league_team.not_found', 'Nie znaleziono drużyny w tej lidze.'),
  alreadyInLeague: () =>
    new ConflictError(
      'league_team.already_assigned',
      'Drużyna jest już przypisana do ligi w tym sezonie.',
    ),
  sameLeague: () => new ConflictError('league_team.same_league', 'Drużyna gra już w tej lidze.'),
  leagueLinkEnded: () =>
    new ConflictError(
      'league_team.ended',
      'Ta drużyna nie gra już w tej lidze. Odśwież stronę i spróbuj ponownie.',
    ),
  noImage: () => new NotFoundError('team.image_not_found', 'Drużyna nie ma zdjęcia.'),
  badImage: (message: string) => ValidationError.of('team.image_invalid', message),
};
