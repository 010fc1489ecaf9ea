import { CUP_TEXTS } from '@liga/contracts';

/** Polish texts of the match lists (spec section 2: MECZE, home page OSTATNIE MECZE). */
export const matchesTexts = {
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
} as const;
