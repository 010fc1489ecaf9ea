import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the account management page (/user/manage). */
const accountTextsPl = {
  title: 'Zarządzanie Kontem',
  close: 'Zamknij i wróć do profilu',
  loadFailed: 'Nie udało się wczytać danych konta.',
  mustChangePassword:
    'Administrator zresetował Twoje hasło. Ustaw nowe hasło poniżej — obecne hasło to hasło tymczasowe, które otrzymałeś.',
  personal: {
    title: 'Dane osobowe',
    lead: 'Zmiany zatwierdź swoim obecnym hasłem.',
    password: 'Potwierdź hasło',
    submit: 'Zapisz zmiany',
    submitting: 'Zapisywanie…',
  },
  password: {
    title: 'Zmiana Hasła',
    lead: 'Podaj dwukrotnie obecne hasło i dwukrotnie nowe.',
    current: 'Obecne hasło',
    repeatCurrent: 'Powtórz obecne hasło',
    next: 'Nowe hasło',
    repeatNext: 'Powtórz nowe hasło',
    show: 'Pokaż hasła',
    hide: 'Ukryj hasła',
    submit: 'Zmień hasło',
    submitting: 'Zmienianie…',
  },
  data: {
    title: 'Moje dane i usuwanie konta',
    lead: 'Pobierz wszystko, co Liga o Tobie przechowuje (RODO, art. 20), albo usuń konto na zawsze.',
    download: 'Pobierz moje dane (JSON)',
    downloading: 'Przygotowywanie…',
    downloadFailed: 'Nie udało się pobrać danych.',
    delete: 'Usuń konto',
    deleteTitle: 'Usunąć konto?',
    deleteLead:
      'Usuniemy Twoje dane osobowe na zawsze: imię, nazwisko, e-mail, zdjęcie, hasło i powiadomienia. W rozegranych meczach, raportach i statystykach zostaniesz jako „Usunięty zawodnik”, bez danych osobowych. Jeśli jesteś w drużynie, opuścisz ją. Tego nie da się cofnąć.',
    password: 'Wpisz hasło, aby potwierdzić',
    confirm: 'Usuń konto na zawsze',
    deleting: 'Usuwanie…',
    cancel: 'Anuluj',
  },
  wrongPassword: 'Nieprawidłowe hasło.',
  fixErrors: 'Popraw zaznaczone pola.',
  saved: 'Zmiany zostały zapisane.',
  moving: 'Za chwilę zostaniesz przeniesiony do swojego profilu…',
} as const;

const accountTextsEn = {
  title: 'Account Management',
  close: 'Close and go back to the profile',
  loadFailed: 'Could not load the account details.',
  mustChangePassword:
    'An administrator has reset your password. Set a new password below — the current password is the temporary password you received.',
  personal: {
    title: 'Personal details',
    lead: 'Confirm the changes with your current password.',
    password: 'Confirm the password',
    submit: 'Save changes',
    submitting: 'Saving…',
  },
  password: {
    title: 'Change Password',
    lead: 'Enter the current password twice and the new one twice.',
    current: 'Current password',
    repeatCurrent: 'Repeat the current password',
    next: 'New password',
    repeatNext: 'Repeat the new password',
    show: 'Show the passwords',
    hide: 'Hide the passwords',
    submit: 'Change the password',
    submitting: 'Changing…',
  },
  data: {
    title: 'My data and deleting the account',
    lead: 'Download everything Liga keeps about you (GDPR, art. 20), or delete your account for good.',
    download: 'Download my data (JSON)',
    downloading: 'Preparing…',
    downloadFailed: 'Could not download the data.',
    delete: 'Delete the account',
    deleteTitle: 'Delete the account?',
    deleteLead:
      'We will delete your personal data for good: first name, last name, e-mail, photo, password and notifications. In played matches, reports and statistics you will stay as a “Deleted player”, with no personal data. If you are in a team, you will leave it. This cannot be undone.',
    password: 'Enter your password to confirm',
    confirm: 'Delete the account for good',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
  wrongPassword: 'Wrong password.',
  fixErrors: 'Correct the marked fields.',
  saved: 'The changes have been saved.',
  moving: 'You will be taken to your profile in a moment…',
} satisfies Translation<typeof accountTextsPl>;

/** Texts of the account management page in the page's language. */
export const accountTexts = /* @__PURE__ */ localized(accountTextsPl, accountTextsEn);
