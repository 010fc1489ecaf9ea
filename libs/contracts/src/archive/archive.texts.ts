import { localized, type Translation } from '../common/text-language';
import { ARCHIVE_RULES } from './archive.rules';

/** The archive's Polish messages the server answers with. */
const ARCHIVE_MESSAGES_PL = {
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

const ARCHIVE_MESSAGES_EN = {
  seasonIdInvalid: 'Invalid season id.',
  seasonNotFound: 'Season not found.',
  leagueIdInvalid: 'Invalid league id.',
  teamIdInvalid: 'Invalid team id.',
  userIdInvalid: 'Invalid player id.',
  asOfInvalid: 'Enter a day in the YYYY-MM-DD format (AsOf), e.g. 2025-10-31.',
  asOfInFuture: 'There is no table for a day in the future: choose today or an earlier day.',
  asOfOutsideSeason: (first: string, last: string) =>
    `This day is not part of this league's season: choose a day from ${first} to ${last}.`,
  limitInvalid: `The number of entries must be within 1–${ARCHIVE_RULES.recordsLimitMax}.`,
  minKeeperMatchesInvalid: `The minimum number of goalkeeper matches must be within 1–${ARCHIVE_RULES.minKeeperMatchesMax}.`,
  teamNotFound: 'Team not found.',
  userNotFound: 'Player not found.',
  leagueNotFound: 'League not found.',
  teamNotInLeague: 'This team did not play in this league.',
} satisfies Translation<typeof ARCHIVE_MESSAGES_PL>;

/** The archive's messages the server answers with. */
export const ARCHIVE_MESSAGES = /* @__PURE__ */ localized(ARCHIVE_MESSAGES_PL, ARCHIVE_MESSAGES_EN);
