import { TABLE_SORTS } from '@liga/contracts';

/** Polish texts of the league table (spec section 2, "Table page"). */
export const standingsTexts = {
  sorts: TABLE_SORTS,
  sortLabel: 'Kategoria',
  loading: 'Wczytywanie tabeli…',
  failed: 'Nie udało się wczytać tabeli ligi.',
  empty: 'W tej lidze nie ma jeszcze drużyn.',
  noLeague: 'Wybierz ligę, aby zobaczyć tabelę.',
  caption: (league: string) => `Tabela — ${league}`,
  columns: {
    position: { short: 'Poz.', long: 'Pozycja' },
    team: { short: 'Drużyna', long: 'Drużyna' },
    points: { short: 'Pkt', long: 'Punkty' },
    matches: { short: 'M', long: 'Rozegrane mecze' },
    record: { short: 'Z-R-P', long: 'Zwycięstwa, remisy, porażki' },
    scored: { short: 'BZ', long: 'Bramki strzelone' },
    conceded: { short: 'BS', long: 'Bramki stracone' },
    balance: { short: '+/-', long: 'Bilans bramek' },
    form: { short: 'Forma', long: 'Ostatnie 5 meczów (od najnowszego)' },
  },
  form: {
    W: { letter: 'Z', label: 'Zwycięstwo' },
    D: { letter: 'R', label: 'Remis' },
    L: { letter: 'P', label: 'Porażka' },
    none: 'Brak meczu',
    open: (label: string) => `${label} — otwórz stronę meczu`,
  },
  legend: {
    top: 'Miejsca 1–3',
    relegation: 'Strefa spadkowa',
    own: 'Twoja drużyna',
  },
  asOf: {
    label: 'Tabela na dzień',
    live: 'Tabela na żywo',
    hintLive: 'Puste pole: tabela na żywo. Wybierz dzień, aby zobaczyć stan z jego końca.',
    hintDay: 'Stan na koniec dnia: tylko wyniki zweryfikowane do tego dnia.',
    outside: (first: string, last: string) => `Wybierz dzień od ${first} do ${last}.`,
    caption: (day: string) => `Stan na koniec dnia ${day}`,
  },
  withdrawn: {
    marker: 'wycofana',
    title: (reason: string) =>
      `Drużyna wycofana z ligi decyzją biura ligi: ${reason}. Jej pozostałe mecze liczą się jako walkowery.`,
  },
  adjustments: {
    heading: 'Zmiany punktów decyzją biura ligi',
    marker: '*',
    title: (points: number) =>
      `Punkty po decyzji biura ligi (${points > 0 ? '+' : '−'}${Math.abs(points)} pkt) — zobacz przypis pod tabelą`,
    note: (team: string, points: number, reason: string, day: string) =>
      `${team}: ${points > 0 ? '+' : '−'}${Math.abs(points)} pkt — ${reason} (${day})`,
  },
  rules: {
    heading: 'Kolejność w tabeli decydują kolejno',
    marker: '⇅',
    markerNote:
      'przy pozycji: o kolejności z drużyną niżej zdecydowało kryterium dodatkowe (najedź, aby zobaczyć które).',
    lotSeed: (seed: string) => `Losowanie zapisane z ziarnem ${seed}.`,
    decidedBy: (label: string) => `O kolejności z drużyną niżej zdecydowało: ${label}`,
    byName: 'Drużyny równe we wszystkich kryteriach — kolejność alfabetyczna',
  },
  ownTeam: '(Twoja drużyna)',
  teamLink: (name: string) => `${name} — profil drużyny (nowa karta)`,
} as const;
