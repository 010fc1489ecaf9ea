import { CUP_TEXTS, localized, type Translation } from '@liga/contracts';

/** Polish texts of the match calendar (/calendar; spec sections 2 and 4). */
const calendarTextsPl = {
  cup: CUP_TEXTS.cupMatchShort,
  cupTitle: CUP_TEXTS.cupMatch,
  /** Column headers, Monday first (spec). */
  weekdaysShort: ['PON.', 'WT.', 'ŚR.', 'CZW.', 'PT.', 'SOB.', 'NIE.'],
  previousWeek: 'Poprzedni tydzień',
  nextWeek: 'Następny tydzień',
  thisWeek: 'Dzisiaj',
  today: 'Dziś',
  weekRange: (from: string, to: string) => `${from} – ${to}`,
  loading: 'Ładowanie meczów tygodnia…',
  failed: 'Nie udało się wczytać kalendarza meczów.',
  emptyWeek: 'W tym tygodniu nie zaplanowano meczów.',
  noMatches: 'Brak meczów',
  tileLabel: (
    time: string,
    home: string,
    away: string,
    league: string | null,
    score: string | null,
  ) =>
    `${time}, ${home} – ${away}${score ? ` ${score}` : ''}${league ? `, ${league}` : ''}. Pokaż szczegóły meczu`,
  filters: {
    league: 'Liga',
    allLeagues: 'Wszystkie ligi',
    team: 'Drużyna',
    allTeams: 'Wszystkie drużyny',
  },
  timezone: 'Godziny według czasu polskiego.',
  detail: {
    addToCalendar: 'Dodaj do kalendarza (.ics)',
    title: 'Szczegóły meczu',
    close: 'Zamknij',
    league: 'Liga',
    noLeague: 'Mecz towarzyski',
    status: 'Status',
    date: 'Data',
    length: 'Długość',
    minutes: (n: number) => `${n} min`,
    pitch: 'Boisko',
    versus: 'vs',
    teamImage: (name: string) => `Herb drużyny ${name}`,
    score: 'Wynik',
    open: 'Strona meczu',
  },
} as const;

const calendarTextsEn = {
  cup: CUP_TEXTS.cupMatchShort,
  cupTitle: CUP_TEXTS.cupMatch,
  weekdaysShort: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'Today',
  today: 'Today',
  weekRange: (from: string, to: string) => `${from} – ${to}`,
  loading: "Loading the week's matches…",
  failed: 'Could not load the match calendar.',
  emptyWeek: 'No matches are planned this week.',
  noMatches: 'No matches',
  tileLabel: (
    time: string,
    home: string,
    away: string,
    league: string | null,
    score: string | null,
  ) =>
    `${time}, ${home} – ${away}${score ? ` ${score}` : ''}${league ? `, ${league}` : ''}. Show the match details`,
  filters: {
    league: 'League',
    allLeagues: 'All leagues',
    team: 'Team',
    allTeams: 'All teams',
  },
  timezone: 'Times in Polish time.',
  detail: {
    addToCalendar: 'Add to calendar (.ics)',
    title: 'Match details',
    close: 'Close',
    league: 'League',
    noLeague: 'Friendly match',
    status: 'Status',
    date: 'Date',
    length: 'Length',
    minutes: (n: number) => `${n} min`,
    pitch: 'Pitch',
    versus: 'vs',
    teamImage: (name: string) => `Crest of the team ${name}`,
    score: 'Score',
    open: 'Match page',
  },
} satisfies Translation<typeof calendarTextsPl>;

/** Texts of the match calendar in the page's language. */
export const calendarTexts = /* @__PURE__ */ localized(calendarTextsPl, calendarTextsEn);
