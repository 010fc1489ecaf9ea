/** Polish texts of the users feature. */
export const usersTexts = {
  profileLoadFailed: 'Nie udało się wczytać profilu.',
  avatarAlt: (name: string) => `Zdjęcie profilowe: ${name}`,
  defaultFirstName: 'Imię',
  defaultLastName: 'Nazwisko',
} as const;
