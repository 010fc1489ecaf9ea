import { CUP_TEXTS, localized, type Translation } from '@liga/contracts';

/** Polish texts of the match lists (spec section 2: MECZE, home page OSTATNIE MECZE). */
const matchesTextsPl = {
  cup: CUP_TEXTS.cupMatchShort,
  cupTitle: CUP_TEXTS.cupMatch,
  noDate: 'Brak Daty',
  noTeamName: 'Drużyna',
  week: (n: number) => `Tydzień ${n}`,
  weekRange: (from: string, to: string) => `${from} – ${to}`,
  weeksLabel: 'Tygodnie',
  weeksHint: 'Wybierz tygodnie sezonu, aby zobaczyć mecze.',
  loading: 'Wczytywanie meczów…',
  failed: 'Nie udało się wczytać meczów.',
  weekEmpty: 'Brak rozegranych meczów w tym tygodniu.',
  recentEmpty: 'W ostatnich 7 dniach nie rozegrano żadnego meczu w tej lidze.',
  seasonFailed: 'Nie udało się wczytać sezonu.',
  score: (a: number, b: number) => `${a} : ${b}`,
  scoreLabel: (home: string, a: number, b: number, away: string) => `${home} ${a} : ${b} ${away}`,
  walkover: 'Walkower',
  matchLabel: (home: string, away: string) => `${home} – ${away}`,
  /** Weekday abbreviations, Sunday first (Date.getDay order). */
  weekdaysShort: ['nd.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.'],
} as const;

const matchesTextsEn = {
  cup: CUP_TEXTS.cupMatchShort,
  cupTitle: CUP_TEXTS.cupMatch,
  noDate: 'No Date',
  noTeamName: 'Team',
  week: (n: number) => `Week ${n}`,
  weekRange: (from: string, to: string) => `${from} – ${to}`,
  weeksLabel: 'Weeks',
  weeksHint: "Choose the season's weeks to see the matches.",
  loading: 'Loading matches…',
  failed: 'Could not load the matches.',
  weekEmpty: 'No matches played this week.',
  recentEmpty: 'No match has been played in this league in the last 7 days.',
  seasonFailed: 'Could not load the season.',
  score: (a: number, b: number) => `${a} : ${b}`,
  scoreLabel: (home: string, a: number, b: number, away: string) => `${home} ${a} : ${b} ${away}`,
  walkover: 'Walkover',
  matchLabel: (home: string, away: string) => `${home} – ${away}`,
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
} satisfies Translation<typeof matchesTextsPl>;

/** Texts of the match lists in the page's language. */
export const matchesTexts = /* @__PURE__ */ localized(matchesTextsPl, matchesTextsEn);
