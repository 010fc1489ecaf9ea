import { localized, type Translation } from '@liga/contracts';

/** Polish texts shared by every part of the portal (UI components, API errors). */
const commonTextsPl = {
  productName: 'Liga Szóstek',
  loading: 'Ładowanie…',
  /** The session store's toast when the refresh token is refused (kept out of the auth forms' catalogue, which the shell does not load). */
  sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  /** A player's profile (the side menu's card and the profile page; here so the shell needs no users catalogue). */
  playerProfile: {
    loadFailed: 'Nie udało się wczytać profilu.',
    defaultFirstName: 'Imię',
    defaultLastName: 'Nazwisko',
  },
  close: 'Zamknij',
  cancel: 'Anuluj',
  confirm: 'Potwierdź',
  retry: 'Spróbuj ponownie',
  confirmTitle: 'Potwierdzenie',
  confirmDefault: 'Czy na pewno chcesz kontynuować?',
  notifications: 'Powiadomienia',
  /** A write is saved, but a list or table did not show it yet when the answer came. */
  viewsCatchingUp: 'Zapisano — widok się odświeża',
  showPassword: 'Pokaż hasło',
  hidePassword: 'Ukryj hasło',
  /** The onboarding wizard's progress list (spec section 2): its name and four stages. */
  onboarding: {
    label: 'Postęp rejestracji',
    stages: [
      'Personalizacja profilu',
      'Wybór konta',
      'Znajdź lub stwórz zespół',
      'Zatwierdzenie profilu',
    ],
  },
  profile: {
    firstName: 'Imię',
    lastName: 'Nazwisko',
    shirtNumber: 'Numer koszulki',
    birthDate: 'Data urodzenia',
    height: 'Wzrost (cm)',
    leg: 'Noga dominująca',
    position: 'Pozycja',
    choose: 'Wybierz…',
  },
  seasons: {
    label: 'Sezon',
    current: '(bieżący)',
    none: 'Poza sezonem',
    failed: 'Nie udało się wczytać listy sezonów.',
    unknown: 'Nie ma takiego sezonu — pokazujemy bieżący.',
    past: 'Archiwum: to zakończony sezon, dane tylko do wglądu.',
  },
  leagues: {
    label: 'Wybierz ligę',
    failed: 'Nie udało się wczytać listy lig.',
    empty: 'W tym sezonie nie ma jeszcze żadnej ligi.',
  },
  cropper: {
    zoom: 'Powiększenie',
    cancel: 'Anuluj',
    save: 'Zapisz',
    saving: 'Zapisywanie…',
    failed: 'Nie udało się odczytać tego obrazu. Wybierz inny plik graficzny.',
    notAnImage: 'Wybrany plik nie jest obrazem. Wybierz plik graficzny.',
  },
  errors: {
    network: 'Nie udało się połączyć z serwerem.',
    unknown: 'Wystąpił nieznany błąd. Spróbuj ponownie.',
    badResponse: 'Serwer zwrócił nieprawidłową odpowiedź.',
    badRequest: 'Przesłane dane są nieprawidłowe.',
    unauthorized: 'Sesja wygasła. Zaloguj się ponownie.',
    forbidden: 'Nie masz uprawnień do tej operacji.',
    notFound: 'Nie znaleziono żądanych danych.',
    conflict: 'Dane zostały w międzyczasie zmienione. Odśwież stronę i spróbuj ponownie.',
    server: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  },
} as const;

/** English twin of `commonTextsPl`. */
const commonTextsEn = {
  productName: 'Liga Szóstek',
  loading: 'Loading…',
  sessionExpired: 'Your session has expired. Please log in again.',
  playerProfile: {
    loadFailed: 'Could not load the profile.',
    defaultFirstName: 'First name',
    defaultLastName: 'Last name',
  },
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Try again',
  confirmTitle: 'Confirmation',
  confirmDefault: 'Are you sure you want to continue?',
  notifications: 'Notifications',
  viewsCatchingUp: 'Saved — the view is refreshing',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  onboarding: {
    label: 'Sign-up progress',
    stages: ['Profile details', 'Account type', 'Find or create a team', 'Profile approval'],
  },
  profile: {
    firstName: 'First name',
    lastName: 'Last name',
    shirtNumber: 'Shirt number',
    birthDate: 'Date of birth',
    height: 'Height (cm)',
    leg: 'Preferred foot',
    position: 'Position',
    choose: 'Choose…',
  },
  seasons: {
    label: 'Season',
    current: '(current)',
    none: 'Off season',
    failed: 'Could not load the list of seasons.',
    unknown: 'There is no such season — showing the current one.',
    past: 'Archive: this season has ended, the data is read-only.',
  },
  leagues: {
    label: 'Choose a league',
    failed: 'Could not load the list of leagues.',
    empty: 'There are no leagues in this season yet.',
  },
  cropper: {
    zoom: 'Zoom',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    failed: 'Could not read this image. Choose another image file.',
    notAnImage: 'The chosen file is not an image. Choose an image file.',
  },
  errors: {
    network: 'Could not connect to the server.',
    unknown: 'An unknown error occurred. Please try again.',
    badResponse: 'The server sent an invalid answer.',
    badRequest: 'The data sent is not valid.',
    unauthorized: 'Your session has expired. Please log in again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'The requested data was not found.',
    conflict: 'The data has changed in the meantime. Refresh the page and try again.',
    server: 'A server error occurred. Please try again later.',
  },
} satisfies Translation<typeof commonTextsPl>;

/** The shared texts in the page's language. */
export const commonTexts = /* @__PURE__ */ localized(commonTextsPl, commonTextsEn);
