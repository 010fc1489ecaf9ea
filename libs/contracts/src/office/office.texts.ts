import { polishPlural } from '../common/polish-plural';
import {
  englishPlural,
  localized,
  textLanguage,
  textLocale,
  type Translation,
} from '../common/text-language';

/** Polish texts of the league office's actions (corrections, sanctions, withdrawals). */
const OFFICE_MESSAGES_PL = {
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

/** How a suspension reads ("na 2 mecze", "do 12.12.2026"; English "for 2 matches", "until 12/12/2026"). */
export const suspensionLabel = (s: { matches: number | null; until: string | null }) => {
  const until = new Date(s.until ?? '').toLocaleDateString(textLocale(), {
    timeZone: 'Europe/Warsaw',
  });
  if (textLanguage() === 'en')
    return s.matches !== null
      ? `for ${s.matches} ${englishPlural(s.matches, 'match', 'matches')}`
      : `until ${until}`;
  return s.matches !== null
    ? `na ${s.matches} ${polishPlural(s.matches, 'mecz', 'mecze', 'meczów')}`
    : `do ${until}`;
};

const OFFICE_MESSAGES_EN = {
  reasonRequired: 'Enter the reason (3 to 500 characters).',
  reportIdInvalid: 'Invalid report id.',
  leagueIdInvalid: 'Invalid league id.',
  teamIdInvalid: 'Invalid team id.',
  userIdInvalid: 'Invalid player id.',
  pointsInvalid:
    'Enter a number of points from −99 to 99 other than zero (negative: penalty, positive: bonus).',
  suspensionLength:
    'Enter a number of matches (1–50) or the end date of the suspension — one of the two.',
  suspensionUntilPast: 'The end date of the suspension must be in the future.',
  suspensionsQuery: 'Enter a team id (TeamId) or a player id (UserId).',
  withdrawalMode: 'Choose what happens to the results: void them or keep them as walkovers.',
  corrected: 'Result corrected. Tables and statistics already include it.',
  pointsAdjusted: 'Points change saved.',
  suspended: 'Player suspended.',
  withdrawn: 'Team withdrawn from the league.',
  alreadyWithdrawn: 'This team has already been withdrawn from this league.',
  teamNotFound: 'Team not found.',
  teamWithoutLeague: 'This team plays in no league this season.',
  withdrawalCancel: (reason: string) => `Team withdrawn from the league. ${reason}`,
  withdrawnMarker: 'withdrawn',
} satisfies Translation<typeof OFFICE_MESSAGES_PL>;

/** Texts of the league office's actions (corrections, sanctions, withdrawals). */
export const OFFICE_MESSAGES = /* @__PURE__ */ localized(OFFICE_MESSAGES_PL, OFFICE_MESSAGES_EN);
