import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the season plan error responses: Polish (the spec's texts). */
const PL = {
  notNext:
    'Plan można przygotować tylko dla następnego sezonu (albo dla bieżącego, jeśli nie został jeszcze zastosowany).',
  leagueNotFound: 'Nie ma takiej ligi w planie sezonu.',
  tierNotFound: 'Nie ma takiej pary poziomów lig.',
  turned: 'Sezon już się rozpoczął: jego ligi i liczby awansów nie mogą się już zmienić.',
  applied: 'Plan tego sezonu został już zastosowany.',
  reasonRequired: 'Podaj powód przeniesienia drużyny.',
  teamTwice: 'Drużyna nie może trafić do dwóch lig naraz.',
  teamUnknown: 'Nie znaleziono drużyny.',
  notConfirmed: 'Najpierw zatwierdź plan sezonu.',
  leagueClosed: (name: string) => `Liga „${name}” jest zamknięta w nowym sezonie.`,
  leagueNameTaken: (name: string) => `Liga „${name}” już jest w planie sezonu.`,
  notOpenYet: (opensAt: string) => `Propozycja nowego sezonu będzie dostępna od ${opensAt}.`,
  planNotViewable: 'Plan można oglądać tylko dla następnego albo bieżącego sezonu.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  notNext:
    'A plan can be prepared only for the next season (or for the current one if it has not been applied yet).',
  leagueNotFound: 'There is no such league in the season plan.',
  tierNotFound: 'There is no such pair of league tiers.',
  turned:
    'The season has already started: its leagues and numbers of promotions can no longer change.',
  applied: "This season's plan has already been applied.",
  reasonRequired: 'Give the reason for moving the team.',
  teamTwice: 'A team cannot be placed in two leagues at once.',
  teamUnknown: 'Team not found.',
  notConfirmed: 'Confirm the season plan first.',
  leagueClosed: (name: string) => `The league “${name}” is closed in the new season.`,
  leagueNameTaken: (name: string) => `The league “${name}” is already in the season plan.`,
  notOpenYet: (opensAt: string) =>
    `The proposal of the new season will be available from ${opensAt}.`,
  planNotViewable: 'A plan can be viewed only for the next or the current season.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const SEASON_PLAN_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
