import { ARCHIVE_RULES } from './archive.rules';

/** The archive's Polish messages the server answers with. */
export const ARCHIVE_MESSAGES = {
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  seasonNotFound: 'Nie znaleziono sezonu.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  userIdInvalid: 'Nieprawidłowy identyfikator zawodnika.',
  asOfInvalid: 'Podaj dzień w formacie RRRR-MM-DD (AsOf), np. 2025-10-31.',
  asOfInFuture: 'Tabela na dzień w przyszłości nie istnieje: wybierz dzisiejszy lub wcześniejszy.',
  asOfOutsideSeason: (first: string, last: string) =>
    `Ten dzień nie należy do sezonu tej ligi: wybierz dzień od ${first} do ${last}.`,
  limitInvalid: `Liczba pozycji musi mieścić się w zakresie 1–${ARCHIVE_RULES.recordsLimitMax}.`,
  minKeeperMatchesInvalid: `Minimalna liczba meczów bramkarza musi mieścić się w zakresie 1–${ARCHIVE_RULES.minKeeperMatchesMax}.`,
  teamNotFound: 'Nie znaleziono drużyny.',
  userNotFound: 'Nie znaleziono zawodnika.',
  leagueNotFound: 'Nie znaleziono ligi.',
  teamNotInLeague: 'Ta drużyna nie grała w tej lidze.',
} as const;
