/** Polish texts of the league office's actions (corrections, sanctions, withdrawals). */
export const OFFICE_MESSAGES = {
  reasonRequired: 'Podaj powód (od 3 do 500 znaków).',
  reportIdInvalid: 'Nieprawidłowy identyfikator raportu.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  userIdInvalid: 'Nieprawidłowy identyfikator zawodnika.',
  pointsInvalid:
    'Podaj liczbę punktów od −99 do 99, różną od zera (ujemna: kara, dodatnia: premia).',
  suspensionLength: 'Podaj liczbę meczów (1–50) albo datę końca zawieszenia — jedno z dwojga.',
  suspensionUntilPast: 'Data końca zawieszenia musi być w przyszłości.',
  suspensionsQuery: 'Podaj identyfikator drużyny (TeamId) albo zawodnika (UserId).',
  withdrawalMode: 'Wybierz, co z wynikami: unieważnić albo zostawić jako walkowery.',
  corrected: 'Wynik poprawiony. Tabele i statystyki już go uwzględniają.',
  pointsAdjusted: 'Zapisano zmianę punktów.',
  suspended: 'Zawodnik zawieszony.',
  withdrawn: 'Drużyna wycofana z ligi.',
  alreadyWithdrawn: 'Ta drużyna została już wycofana z tej ligi.',
  teamNotFound: 'Nie znaleziono drużyny.',
  teamWithoutLeague: 'Ta drużyna nie gra w tym sezonie w żadnej lidze.',
  /** The reason both captains of a cancelled match read (the admin's reason after it). */
  withdrawalCancel: (reason: string) => `Drużyna wycofana z ligi. ${reason}`,
  withdrawnMarker: 'wycofana',
} as const;

/** How a suspension reads ("na 2 mecze", "do 12.12.2026"). */
export const suspensionLabel = (s: { matches: number | null; until: string | null }) =>
  s.matches !== null
    ? `na ${s.matches} ${s.matches === 1 ? 'mecz' : s.matches % 10 >= 2 && s.matches % 10 <= 4 && (s.matches % 100 < 12 || s.matches % 100 > 14) ? 'mecze' : 'meczów'}`
    : `do ${new Date(s.until ?? '').toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' })}`;
