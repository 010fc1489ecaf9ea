import { englishPlural, localized, polishPlural, type Translation } from '@liga/contracts';

/** "45 sekund", "1 minutę", "3 minuty", "15 minut": the wait in the form after "za". */
export function polishWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${polishPlural(seconds, 'sekundę', 'sekundy', 'sekund')}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${polishPlural(minutes, 'minutę', 'minuty', 'minut')}`;
}

/** "45 seconds", "1 minute", "15 minutes": the English wait after "in". */
function englishWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${englishPlural(seconds, 'second', 'seconds')}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${englishPlural(minutes, 'minute', 'minutes')}`;
}

/**
 * The names an erased or reset account shows: stored in the read model, so the same words
 * whatever the language of the request that erased it.
 */
const STORED_NAMES = {
  erasedName: { firstName: 'Usunięty', lastName: 'zawodnik' },
  resetName: { firstName: 'Renamed', lastName: 'User' },
} as const;

/** Polish texts of the accounts feature (server side): error messages and the e-mail. */
const USER_TEXTS_PL = {
  refreshMissing: 'Brak tokenu odświeżania (refreshRequest).',
  refreshMalformed: 'Nieprawidłowy token odświeżania.',
  notFound: 'Nie znaleziono użytkownika.',
  notOwner: 'Możesz zmieniać tylko własne konto.',
  alreadyRegistered: 'To konto już istnieje.',
  emailTaken: 'Konto z tym adresem e-mail już istnieje. Zaloguj się lub użyj innego adresu.',
  cannotEraseSelf: 'Nie możesz usunąć własnego konta administratora.',
  wrongPassword: 'Podane hasło jest nieprawidłowe.',
  samePassword: 'Nowe hasło musi różnić się od obecnego.',
  invalidCredentials: 'Nieprawidłowy adres e-mail lub hasło.',
  emailNotVerified:
    'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy po rejestracji.',
  notAdmin: 'To konto nie ma uprawnień administratora.',
  tooManyAttempts: (seconds: number) =>
    `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${polishWait(seconds)}.`,
  tooManyRegistrations: 'Zbyt wiele rejestracji w krótkim czasie. Spróbuj ponownie później.',
  refreshInvalid: 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  refreshReused:
    'Ten token odświeżania został już użyty. Ze względów bezpieczeństwa wylogowaliśmy wszystkie sesje tego logowania. Zaloguj się ponownie.',
  idMismatch: 'Identyfikator w adresie nie zgadza się z identyfikatorem użytkownika.',
  uploadTokenInvalid: 'Link do przesłania zdjęcia wygasł. Zaloguj się i zmień zdjęcie w profilu.',
  /** How an erased person shows everywhere (rosters, reports, scorers): "Usunięty zawodnik". */
  ...STORED_NAMES,
  mail: {
    verifySubject: 'Liga — potwierdź adres e-mail',
    verifyText: (name: string, link: string) =>
      `Cześć ${name}!\n\nDziękujemy za rejestrację w Lidze. Aby aktywować konto, potwierdź adres e-mail, otwierając link:\n\n${link}\n\nLink jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\nZespół Ligi`,
    takenSubject: 'Liga — ktoś próbował założyć konto na Twój adres',
    takenText: (loginLink: string, passwordLink: string) =>
      `Cześć!\n\nKtoś próbował założyć w Lidze nowe konto na ten adres e-mail, ale masz już u nas konto, więc nowego nie założyliśmy.\n\nJeśli to Ty, zaloguj się:\n${loginLink}\n\nJeśli nie pamiętasz hasła, poproś administratora ligi o hasło tymczasowe, a po zalogowaniu ustaw nowe:\n${passwordLink}\n\nJeśli to nie Ty, zignoruj tę wiadomość — Twoje konto jest bezpieczne.\n\nZespół Ligi`,
  },
} as const;

const USER_TEXTS_EN = {
  refreshMissing: 'The refresh token is missing (refreshRequest).',
  refreshMalformed: 'Invalid refresh token.',
  notFound: 'User not found.',
  notOwner: 'You can change only your own account.',
  alreadyRegistered: 'This account already exists.',
  emailTaken: 'An account with this e-mail address already exists. Log in or use another address.',
  cannotEraseSelf: 'You cannot delete your own administrator account.',
  wrongPassword: 'The password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  invalidCredentials: 'Incorrect e-mail address or password.',
  emailNotVerified:
    'The e-mail address has not been confirmed yet. Click the link in the message we sent after registration.',
  notAdmin: 'This account has no administrator rights.',
  tooManyAttempts: (seconds: number) =>
    `Too many failed login attempts. Try again in ${englishWait(seconds)}.`,
  tooManyRegistrations: 'Too many registrations in a short time. Try again later.',
  refreshInvalid: 'The session has expired or is invalid. Log in again.',
  refreshReused:
    'This refresh token has already been used. For your security we have logged out every session of this login. Log in again.',
  idMismatch: 'The id in the address does not match the id of the user.',
  uploadTokenInvalid:
    'The photo upload link has expired. Log in and change the photo in your profile.',
  ...STORED_NAMES,
  mail: {
    verifySubject: 'Liga — confirm your e-mail address',
    verifyText: (name: string, link: string) =>
      `Hi ${name}!\n\nThank you for registering with Liga. To activate your account, confirm your e-mail address by opening the link:\n\n${link}\n\nThe link is valid for 48 hours. If you did not create the account, ignore this message.\n\nThe Liga team`,
    takenSubject: 'Liga — someone tried to create an account with your address',
    takenText: (loginLink: string, passwordLink: string) =>
      `Hi!\n\nSomeone tried to create a new Liga account with this e-mail address, but you already have an account with us, so no new one was created.\n\nIf it was you, log in:\n${loginLink}\n\nIf you do not remember your password, ask the league's administrator for a temporary password and set a new one after logging in:\n${passwordLink}\n\nIf it was not you, ignore this message — your account is safe.\n\nThe Liga team`,
  },
} satisfies Translation<typeof USER_TEXTS_PL>;

/** Texts of the accounts feature in the active language (the request's, on the server). */
export const USER_TEXTS = localized(USER_TEXTS_PL, USER_TEXTS_EN);
