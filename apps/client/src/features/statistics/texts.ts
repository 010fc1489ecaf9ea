import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the rankings (spec section 2, "Statistics page" and the home page RANKINGI). */
const statisticsTextsPl = {
  categoryLabel: 'Kategoria',
  categories: {
    scorers: 'Strzelcy',
    mvps: 'MVP',
    keepers: 'Bramkarze',
    teams: 'Zespoły',
  },
  headings: {
    scorers: 'STRZELCY',
    mvps: 'MVP',
    keepers: 'BRAMKARZE',
    teams: 'ZESPOŁY',
  },
  loading: 'Wczytywanie rankingu…',
  failed: 'Nie udało się wczytać rankingu.',
  empty: {
    scorers: 'Nikt jeszcze nie strzelił bramki w tej lidze.',
    mvps: 'Nikt jeszcze nie zdobył punktów MVP w tej lidze.',
    keepers: 'Żaden bramkarz nie został jeszcze oceniony w tej lidze.',
    teams: 'W tej lidze nie ma jeszcze drużyn.',
  },
  leader: 'Lider rankingu',
  captain: 'Kapitan',
  noCaptain: 'Brak kapitana',
  keeperRate: 'Średnia ocena',
  keeperRateShort: 'Ocena',
  matches: (n: number) => `Mecze: ${n}`,
  ratedMatches: (n: number) => `Ocenione mecze: ${n}`,
  newTab: '(otwiera się w nowej karcie)',
  position: (n: number) => `${n}.`,
} as const;

const statisticsTextsEn = {
  categoryLabel: 'Category',
  categories: {
    scorers: 'Scorers',
    mvps: 'MVP',
    keepers: 'Goalkeepers',
    teams: 'Teams',
  },
  headings: {
    scorers: 'SCORERS',
    mvps: 'MVP',
    keepers: 'GOALKEEPERS',
    teams: 'TEAMS',
  },
  loading: 'Loading the ranking…',
  failed: 'Could not load the ranking.',
  empty: {
    scorers: 'Nobody has scored a goal in this league yet.',
    mvps: 'Nobody has won MVP points in this league yet.',
    keepers: 'No goalkeeper has been rated in this league yet.',
    teams: 'There are no teams in this league yet.',
  },
  leader: 'Ranking leader',
  captain: 'Captain',
  noCaptain: 'No captain',
  keeperRate: 'Average rating',
  keeperRateShort: 'Rating',
  matches: (n: number) => `Matches: ${n}`,
  ratedMatches: (n: number) => `Rated matches: ${n}`,
  newTab: '(opens in a new tab)',
  position: (n: number) => `${n}.`,
} satisfies Translation<typeof statisticsTextsPl>;

/** Texts of the rankings in the page's language. */
export const statisticsTexts = /* @__PURE__ */ localized(statisticsTextsPl, statisticsTextsEn);
