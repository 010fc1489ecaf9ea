import { TEAM_LIMITS } from './teams.rules';

/** The spec's texts the server answers with and the client shows. */
export const TEAM_MESSAGES = {
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
export const TEAM_CONFIRMATIONS = {
  generic: 'Czy na pewno chcesz kontynuować?',
  leave: 'Czy na pewno chcesz opuścić tę drużynę?',
  removeMember: 'Czy na pewno chcesz usunąć tę osobę z drużyny?',
  promote: 'Czy na pewno chcesz przekazać kapitana drużyny temu użytkownikowi?',
} as const;
