import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the admin panel's Gracze tab (spec: admin actions and their messages). */
const adminUsersTextsPl = {
  title: 'Gracze',
  search: 'Wyszukaj gracza',
  searchPlaceholder: 'Imię, nazwisko lub e-mail',
  loadFailed: 'Nie udało się wczytać listy graczy.',
  empty: 'Brak graczy spełniających kryteria wyszukiwania.',
  page: (n: number) => `Strona: ${n}`,
  previous: 'Poprzednia',
  next: 'Następna',
  pager: 'Strony listy graczy',
  columns: { player: 'Gracz', email: 'E-mail', avatar: 'Avatar', actions: 'Akcje' },
  hasAvatar: 'jest',
  noAvatar: 'brak',
  profile: 'Profil',
  profileOf: (name: string) => `Profil gracza ${name}`,
  actionsOf: (name: string) => `Akcje dla gracza ${name}`,
  resetPassword: 'Resetuj hasło',
  deleteAvatar: 'Usuń avatar',
  deleteUser: 'Usuń konto',
  cannotDeleteSelf: 'Nie możesz usunąć własnego konta administratora.',
  resetData: 'Resetuj dane',
  confirm: 'Czy na pewno chcesz kontynuować?',
  confirmTitle: (action: string, name: string) => `${action}: ${name}`,
  success: {
    resetPassword: 'Pomyślnie zresetowano hasło',
    deleteAvatar: 'Pomyślnie usunięto avatar.',
    deleteUser: 'Pomyślnie usunięto użytkownika.',
    resetData: 'Pomyślnie zresetowano dane gracza.',
  },
  unknownError: 'An unknown error occured.',
  temporary: {
    title: 'Hasło tymczasowe',
    lead: (name: string) =>
      `Nowe hasło tymczasowe gracza ${name}. Przekaż je graczowi — zostanie pokazane tylko raz. Po zalogowaniu gracz ustawi własne hasło.`,
    copy: 'Kopiuj',
    copied: 'Skopiowano',
    copyFailed: 'Nie udało się skopiować. Zaznacz hasło i skopiuj je ręcznie.',
    close: 'Zamknij',
  },
} as const;

const adminUsersTextsEn = {
  title: 'Players',
  search: 'Search for a player',
  searchPlaceholder: 'First name, last name or e-mail',
  loadFailed: 'Could not load the list of players.',
  empty: 'No players match the search.',
  page: (n: number) => `Page: ${n}`,
  previous: 'Previous',
  next: 'Next',
  pager: 'Pages of the player list',
  columns: { player: 'Player', email: 'E-mail', avatar: 'Avatar', actions: 'Actions' },
  hasAvatar: 'yes',
  noAvatar: 'none',
  profile: 'Profile',
  profileOf: (name: string) => `Profile of the player ${name}`,
  actionsOf: (name: string) => `Actions for the player ${name}`,
  resetPassword: 'Reset the password',
  deleteAvatar: 'Delete the avatar',
  deleteUser: 'Delete the account',
  cannotDeleteSelf: 'You cannot delete your own administrator account.',
  resetData: 'Reset the data',
  confirm: 'Are you sure you want to continue?',
  confirmTitle: (action: string, name: string) => `${action}: ${name}`,
  success: {
    resetPassword: 'Password reset successfully',
    deleteAvatar: 'Avatar deleted successfully.',
    deleteUser: 'User deleted successfully.',
    resetData: "The player's data has been reset.",
  },
  unknownError: 'An unknown error occurred.',
  temporary: {
    title: 'Temporary password',
    lead: (name: string) =>
      `The new temporary password of the player ${name}. Pass it on to the player — it is shown only once. After logging in, the player will set their own password.`,
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the password and copy it by hand.',
    close: 'Close',
  },
} satisfies Translation<typeof adminUsersTextsPl>;

/** Texts of the admin Players tab in the page's language. */
export const adminUsersTexts = /* @__PURE__ */ localized(adminUsersTextsPl, adminUsersTextsEn);
