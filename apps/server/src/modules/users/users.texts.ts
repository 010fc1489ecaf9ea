import { polishPlural } from '@liga/contracts';

/** "45 sekund", "1 minutę", "3 minuty", "15 minut": the wait in the form after "za". */
export function polishWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${polishPlural(seconds, 'sekundę', 'sekundy', 'sekund')}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${polishPlural(minutes, 'minutę', 'minuty', 'minut')}`;
}

/** Polish texts of the accounts feature (server side): error messages and the e-mail. */
export const USER_TEXTS = {
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
  erasedName: { firstName: 'Usunięty', lastName: 'zawodnik' },
  resetName: { firstName: 'Renamed', lastName: 'User' },
  mail: {
    verifySubject: 'Liga — potwierdź adres e-mail',
    verifyText: (name: string, link: string) =>
      `Cześć ${name}!\n\nDziękujemy za rejestrację w Lidze. Aby aktywować konto, potwierdź adres e-mail, otwierając link:\n\n${link}\n\nLink jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\nZespół Ligi`,
    takenSubject: 'Liga — ktoś próbował założyć konto na Twój adres',
    takenText: (loginLink: string, passwordLink: string) =>
      `Cześć!\n\nKtoś próbował założyć w Lidze nowe konto na ten adres e-mail, ale masz już u nas konto, więc nowego nie założyliśmy.\n\nJeśli to Ty, zaloguj się:\n${loginLink}\n\nJeśli nie pamiętasz hasła, poproś administratora ligi o hasło tymczasowe, a po zalogowaniu ustaw nowe:\n${passwordLink}\n\nJeśli to nie Ty, zignoruj tę wiadomość — Twoje konto jest bezpieczne.\n\nZespół Ligi`,
  },
} as const;
