/** Polish texts of the rankings (spec section 2, "Statistics page" and the home page RANKINGI). */
export const statisticsTexts = {
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
