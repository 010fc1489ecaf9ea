import { CUP_TEXTS } from '@liga/contracts';

/** Polish texts of the match calendar (/calendar; spec sections 2 and 4). */
export const calendarTexts = {
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
