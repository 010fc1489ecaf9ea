import { formatPoints, localized, TABLE_SORTS, type Translation } from '@liga/contracts';

/** Polish texts of the league table (spec section 2, "Table page"). */
const standingsTextsPl = {
  sorts: TABLE_SORTS,
  sortLabel: 'Kategoria',
  loading: 'Wczytywanie tabeli…',
  failed: 'Nie udało się wczytać tabeli ligi.',
  empty: 'W tej lidze nie ma jeszcze drużyn.',
  noLeague: 'Wybierz ligę, aby zobaczyć tabelę.',
  caption: (league: string) => `Tabela — ${league}`,
  /** Read out politely when the live table changes (aria-live); the own team's place if any. */
  liveUpdate: (own: { name: string; position: number; points: number } | null) =>
    own
      ? `Tabela zaktualizowana. ${own.name}: miejsce ${own.position}, ${formatPoints(own.points)}.`
      : 'Tabela zaktualizowana.',
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

const standingsTextsEn = {
  sorts: TABLE_SORTS,
  sortLabel: 'Category',
  loading: 'Loading the table…',
  failed: "Could not load the league's table.",
  empty: 'There are no teams in this league yet.',
  noLeague: 'Choose a league to see its table.',
  caption: (league: string) => `Table — ${league}`,
  liveUpdate: (own: { name: string; position: number; points: number } | null) =>
    own
      ? `Table updated. ${own.name}: position ${own.position}, ${formatPoints(own.points)}.`
      : 'Table updated.',
  columns: {
    position: { short: 'Pos.', long: 'Position' },
    team: { short: 'Team', long: 'Team' },
    points: { short: 'Pts', long: 'Points' },
    matches: { short: 'P', long: 'Matches played' },
    record: { short: 'W-D-L', long: 'Wins, draws, losses' },
    scored: { short: 'GF', long: 'Goals for' },
    conceded: { short: 'GA', long: 'Goals against' },
    balance: { short: '+/-', long: 'Goal difference' },
    form: { short: 'Form', long: 'Last 5 matches (newest first)' },
  },
  form: {
    W: { letter: 'W', label: 'Win' },
    D: { letter: 'D', label: 'Draw' },
    L: { letter: 'L', label: 'Loss' },
    none: 'No match',
    open: (label: string) => `${label} — open the match page`,
  },
  legend: {
    top: 'Places 1–3',
    relegation: 'Relegation zone',
    own: 'Your team',
  },
  asOf: {
    label: 'Table as of',
    live: 'Live table',
    hintLive: 'Empty field: the live table. Choose a day to see the standings at its end.',
    hintDay: 'Standings at the end of the day: only results verified by that day.',
    outside: (first: string, last: string) => `Choose a day from ${first} to ${last}.`,
    caption: (day: string) => `Standings at the end of ${day}`,
  },
  withdrawn: {
    marker: 'withdrawn',
    title: (reason: string) =>
      `Team withdrawn from the league by the league office: ${reason}. Its remaining matches count as walkovers.`,
  },
  adjustments: {
    heading: "Points changed by the league office's decision",
    marker: '*',
    title: (points: number) =>
      `Points after the league office's decision (${points > 0 ? '+' : '−'}${Math.abs(points)} pts) — see the note under the table`,
    note: (team: string, points: number, reason: string, day: string) =>
      `${team}: ${points > 0 ? '+' : '−'}${Math.abs(points)} pts — ${reason} (${day})`,
  },
  rules: {
    heading: 'The order in the table is decided in turn by',
    marker: '⇅',
    markerNote:
      'by a position: the order with the team below was decided by an extra criterion (hover to see which).',
    lotSeed: (seed: string) => `Draw recorded with the seed ${seed}.`,
    decidedBy: (label: string) => `The order with the team below was decided by: ${label}`,
    byName: 'Teams level on every criterion — alphabetical order',
  },
  ownTeam: '(Your team)',
  teamLink: (name: string) => `${name} — team profile (new tab)`,
} satisfies Translation<typeof standingsTextsPl>;

/** Texts of the league table in the page's language. */
export const standingsTexts = /* @__PURE__ */ localized(standingsTextsPl, standingsTextsEn);
