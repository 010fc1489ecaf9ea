import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the league error responses: Polish (the spec's texts). */
const PL = {
  notFound: 'Nie znaleziono ligi.',
  alreadyOpen: 'Ta liga została już otwarta w tym sezonie.',
  sameLeague: 'Drużyna gra już w tej lidze.',
  linkEnded: 'Ta drużyna nie gra już w tej lidze. Odśwież stronę i spróbuj ponownie.',
  seasonAlreadyOpen: 'Ten sezon został już otwarty.',
  seasonNotFound: 'Nie znaleziono sezonu.',
  seasonNotStarted: 'Ten sezon jeszcze się nie rozpoczął.',
  teamNotInLeague:
    'Ta drużyna nie gra w tej lidze w tym sezonie. Wybierz drużynę z tabeli tej ligi.',
  tieBreaksAdminOnly: 'Tylko administrator może zmienić zasady ligi.',
  pointsAdminOnly: 'Tylko administrator może zmienić punkty.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  notFound: 'League not found.',
  alreadyOpen: 'This league has already been opened this season.',
  sameLeague: 'The team already plays in this league.',
  linkEnded: 'This team no longer plays in this league. Refresh the page and try again.',
  seasonAlreadyOpen: 'This season has already been opened.',
  seasonNotFound: 'Season not found.',
  seasonNotStarted: 'This season has not started yet.',
  teamNotInLeague:
    "This team does not play in this league this season. Choose a team from this league's table.",
  tieBreaksAdminOnly: "Only the administrator can change the league's rules.",
  pointsAdminOnly: 'Only the administrator can change points.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const LEAGUE_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
