/** Polish texts of the auth feature. */
export const authTexts = {
  sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  loggedOut: 'Wylogowano.',
} as const;
