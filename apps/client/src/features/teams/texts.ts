import { TEAM_CONFIRMATIONS, TEAM_MESSAGES } from '@liga/contracts';

/** Polish texts of the teams feature (spec sections 2, 5 and 8). */
export const teamsTexts = {
  /** Spec section 8: the popup of captain screens when the answer carries no message. */
  unknownError: 'An unknown error occured',
  wizard: {
    back: 'Cofnij',
    next: 'Przejdź dalej',
  },
  team: {
    captainMark: '(C)',
    captainLabel: 'Kapitan',
    noCaptain: 'Brak kapitana',
    imageAlt: (name: string) => `Herb drużyny ${name}`,
    pageTitle: 'Profil drużyny',
    allTeams: 'Zobacz wszystkie zespoły',
    loadFailed: 'Nie udało się wczytać drużyny.',
    notFound: 'Nie znaleziono takiej drużyny.',
    noLeague: 'Oczekuje na przydział do ligi',
    squad: 'Skład',
    squadEmpty: 'Drużyna nie ma jeszcze zawodników.',
    groups: {
      1: 'BRAMKARZE',
      2: 'OBROŃCY',
      3: 'POMOCNICY',
      4: 'NAPASTNICY',
      0: 'BEZ POZYCJI',
    } as Record<number, string>,
    shirt: (n: number | null) => (n === null ? '–' : `#${n}`),
    matches: 'MECZE',
    matchesEmpty: 'Brak rozegranych meczów',
    matchesFailed: 'Nie udało się wczytać listy meczów tej drużyny.',
    noDate: 'Brak Daty',
    walkover: 'Walkower',
    noTeamName: 'Drużyna',
    manage: 'Zarządzaj',
    changeImage: 'Zmień zdjęcie',
    leave: 'Opuść drużynę',
    leaveConfirm: TEAM_CONFIRMATIONS.leave,
    left: TEAM_MESSAGES.left,
    captainCannotLeave: TEAM_MESSAGES.captainCannotLeave,
    imageChanged: 'Zdjęcie drużyny zostało zmienione.',
    actions: 'Akcje drużyny',
  },
  manage: {
    title: 'Zarządzaj drużyną',
    dataSection: 'Dane drużyny',
    name: 'Nazwa drużyny',
    shortName: 'Skrót nazwy (3 znaki)',
    submit: 'Zmień dane',
    edited: TEAM_MESSAGES.edited,
    roster: 'Zawodnicy',
    rosterEmpty: 'Poza Tobą w drużynie nie ma jeszcze nikogo.',
    remove: 'Usuń z drużyny',
    removeConfirm: TEAM_CONFIRMATIONS.removeMember,
    removed: 'Zawodnik został usunięty z drużyny.',
    promote: 'Promuj na kapitana',
    promoteConfirm: TEAM_CONFIRMATIONS.promote,
    promoted: TEAM_MESSAGES.captainChanged,
  },
  modal: { close: 'Zamknij okno' },
  image: {
    pick: 'Wybierz zdjęcie',
    change: 'Zmień zdjęcie',
    cropTitle: 'Przytnij zdjęcie drużyny',
    preview: 'Podgląd zdjęcia drużyny',
  },
  list: {
    failed: 'Nie udało się wczytać drużyn.',
    empty: 'W tej lidze nie ma jeszcze drużyn.',
    members: (n: number) => `${n} ${plural(n, 'zawodnik', 'zawodników', 'zawodników')}`,
    membersShort: 'Liczba zawodników',
    loading: 'Ładowanie drużyn…',
  },
  create: {
    title: 'Stwórz zespół',
    lead: 'Załóż drużynę i zostań jej kapitanem. Po utworzeniu zarządca ligi zweryfikuje zgłoszenie i przypisze drużynę do ligi.',
    photo: 'Zdjęcie drużyny',
    photoHint: 'Kwadratowy kadr, zapisywany jako 256×256 px.',
    name: 'Pełna nazwa drużyny',
    shortName: 'Skrót nazwy (3 znaki)',
    shortNameHint: 'Na przykład FCB. Litery zamieniamy na wielkie.',
    league: 'Liga',
    addPlayer: 'Dodaj zawodnika',
    addPlayerHint: 'Zawodnicy dołączą, wysyłając prośbę z poziomu profilu drużyny.',
    /** Spec section 4, exactly. */
    created: 'Twoja drużyna została utworzona! Przejdzie ona teraz krótką weryfikację...',
    imageFailed: 'Drużyna została utworzona, ale nie udało się zapisać jej zdjęcia.',
  },
  join: {
    title: 'Dołącz do drużyny',
    lead: 'Wybierz ligę i drużynę, do której chcesz dołączyć. Kapitan otrzyma Twoją prośbę.',
    teams: 'Drużyny',
    select: 'Wybierz',
    selected: 'Wybrano',
    chooseTeam: 'Wybierz drużynę, aby przejść dalej.',
  },
  lobby: {
    title: 'Znajdź lub stwórz zespół',
    lead: 'Jak chcesz grać w lidze?',
    captain: 'Kapitan',
    captainLead: 'Stwórz własną drużynę, wybierz ligę i zbierz skład.',
    player: 'Zawodnik',
    playerLead: 'Znajdź drużynę w swojej lidze i poproś kapitana o przyjęcie.',
  },
  transfers: {
    search: 'Wyszukaj drużynę',
    ranking: (position: number | null) =>
      `Pozycja w rankingu: ${position === null ? '—' : `${position} miejsce`}`,
    noMatch: 'Żadna drużyna nie pasuje do wyszukiwania.',
  },
} as const;

/** Polish plural: 1 zawodnik, 2–4 zawodników… (one, few, many). */
export function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
