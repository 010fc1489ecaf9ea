/** Polish texts of the account management page (/user/manage). */
export const accountTexts = {
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
    title: 'Zmiana Hasła i Usuwanie Konta',
    lead: 'Podaj dwukrotnie obecne hasło i dwukrotnie nowe.',
    current: 'Obecne hasło',
    repeatCurrent: 'Powtórz obecne hasło',
    next: 'Nowe hasło',
    repeatNext: 'Powtórz nowe hasło',
    show: 'Pokaż hasła',
    hide: 'Ukryj hasła',
    submit: 'Zmień hasło',
    submitting: 'Zmienianie…',
    deleteNote: 'Aby usunąć konto, skontaktuj się z administratorem ligi.',
  },
  wrongPassword: 'Nieprawidłowe hasło.',
  fixErrors: 'Popraw zaznaczone pola.',
  saved: 'Zmiany zostały zapisane.',
  moving: 'Za chwilę zostaniesz przeniesiony do swojego profilu…',
} as const;
