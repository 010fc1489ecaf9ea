import { localized, type Translation } from '../common/text-language';
import { TEAM_LIMITS } from './teams.rules';

/** The spec's texts the server answers with and the client shows. */
const TEAM_MESSAGES_PL = {
  nameRequired: 'Nazwa drużyny jest wymagana.',
  nameChars: 'Nazwa drużyny może zawierać tylko litery, cyfry i spacje.',
  nameTooLong: `Nazwa drużyny może mieć najwyżej ${TEAM_LIMITS.nameMaxLength} znaków.`,
  nameTaken: 'Drużyna o tej nazwie już istnieje.',
  shortNameRequired: 'Skrót nazwy drużyny jest wymagany.',
  shortNameLength: 'Skrót nazwy drużyny musi mieć dokładnie 3 znaki.',
  shortNameChars: 'Skrót nazwy drużyny może zawierać tylko litery i cyfry.',
  leagueRequired: 'Wybierz ligę.',
  captainCannotLeave:
    'Przed opuszczeniem drużyny musisz promować nowego kapitana. Jeśli chcesz usunąć tę drużynę skontaktuj się z zarządcą.',
  created:
    'Twoja drużyna została utworzona! Przejdzie ona teraz krótką weryfikację, po której zarządca przypisze ją do ligi.',
  edited: 'Pomyślnie zmieniono dane drużyny',
  left: 'Pomyślnie opuszczono drużynę',
  captainChanged: 'Pomyślnie przekazano kapitana drużyny',
  applied: 'Pomyślnie wysłano prośbę o dołączenie do drużyny, zostaniesz teraz przekierowany...',
  removedFromLeague: 'Drużyna została usunięta z ligi.',
  adminEdited: 'Dane drużyny zmienione pomyślnie',
  deleted: 'Drużyna usunięta pomyślnie',
  imageDeleted: 'Avatar drużyny usunięty pomyślnie',
} as const;

/** Confirmation questions of spec section 5. */
const TEAM_CONFIRMATIONS_PL = {
  generic: 'Czy na pewno chcesz kontynuować?',
  leave: 'Czy na pewno chcesz opuścić tę drużynę?',
  removeMember: 'Czy na pewno chcesz usunąć tę osobę z drużyny?',
  promote: 'Czy na pewno chcesz przekazać kapitana drużyny temu użytkownikowi?',
} as const;

const TEAM_MESSAGES_EN = {
  nameRequired: 'The team name is required.',
  nameChars: 'The team name may contain only letters, digits and spaces.',
  nameTooLong: `The team name may have at most ${TEAM_LIMITS.nameMaxLength} characters.`,
  nameTaken: 'A team with this name already exists.',
  shortNameRequired: "The team's short name is required.",
  shortNameLength: "The team's short name must have exactly 3 characters.",
  shortNameChars: "The team's short name may contain only letters and digits.",
  leagueRequired: 'Choose a league.',
  captainCannotLeave:
    'Before leaving the team you must promote a new captain. If you want to delete this team, contact the league manager.',
  created:
    'Your team has been created! It will now go through a short review, after which the league manager will assign it to a league.',
  edited: 'Team details changed successfully',
  left: 'You have left the team',
  captainChanged: 'Captaincy handed over successfully',
  applied: 'Your request to join the team has been sent, you will now be redirected...',
  removedFromLeague: 'The team has been removed from the league.',
  adminEdited: 'Team details changed successfully',
  deleted: 'Team deleted successfully',
  imageDeleted: 'Team avatar deleted successfully',
} satisfies Translation<typeof TEAM_MESSAGES_PL>;

/** The spec's texts the server answers with and the client shows. */
export const TEAM_MESSAGES = /* @__PURE__ */ localized(TEAM_MESSAGES_PL, TEAM_MESSAGES_EN);

const TEAM_CONFIRMATIONS_EN = {
  generic: 'Are you sure you want to continue?',
  leave: 'Are you sure you want to leave this team?',
  removeMember: 'Are you sure you want to remove this person from the team?',
  promote: 'Are you sure you want to hand the captaincy over to this user?',
} satisfies Translation<typeof TEAM_CONFIRMATIONS_PL>;

/** Confirmation questions of spec section 5. */
export const TEAM_CONFIRMATIONS = /* @__PURE__ */ localized(
  TEAM_CONFIRMATIONS_PL,
  TEAM_CONFIRMATIONS_EN,
);
