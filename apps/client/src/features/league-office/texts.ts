/** Polish texts of the admin's league office (Biuro ligi). */
export const officeTexts = {
  tab: 'Biuro ligi',
  unknownError: 'Wystąpił nieznany błąd.',
  league: 'Liga',
  reason: 'Powód (wymagany)',
  reasonHint: 'Zapisany przy zmianie i widoczny w historii.',
  suspension: {
    title: 'Zawieszenie zawodnika',
    lead: 'Zawieszony zawodnik nie może zostać wpisany jako obecny w raporcie meczu.',
    player: 'Zawodnik',
    playerPlaceholder: 'Wybierz zawodnika…',
    kind: 'Na jak długo',
    byMatches: 'Na liczbę meczów drużyny',
    byDate: 'Do dnia',
    matches: 'Liczba meczów',
    until: 'Do dnia (wyłącznie)',
    save: 'Zawieś zawodnika',
    heading: 'Zawieszenia',
    line: (label: string, reason: string) => `zawieszony ${label}: ${reason}`,
  },
  points: {
    title: 'Kara lub premia punktowa',
    lead: 'Ujemna liczba: kara (np. −3 za nieuprawnionego zawodnika), dodatnia: premia. Tabela pokaże ją z przypisem.',
    team: 'Drużyna',
    teamPlaceholder: 'Wybierz drużynę…',
    points: 'Punkty',
    save: 'Zapisz zmianę punktów',
  },
  withdrawal: {
    title: 'Wycofanie drużyny z ligi',
    lead: 'Drużyna kończy grę w lidze w tym sezonie. Jej oczekujące wyzwania i zaakceptowane mecze zostaną odwołane, a obie drużyny dostaną powiadomienie.',
    mode: 'Co z wynikami',
    modePlaceholder: 'Wybierz…',
    modes: {
      annul: 'Unieważnić wyniki',
      walkovers: 'Walkowery za resztę',
    },
    explain: {
      annul:
        'Wszystkie mecze drużyny w tej lidze przestają się liczyć (także rywalom), a drużyna znika z tabeli.',
      walkovers:
        'Rozegrane mecze liczą się dalej; każdy zaakceptowany, nierozegrany mecz to walkower 0:10 dla rywala. Drużyna zostaje w tabeli jako „wycofana”, na końcu.',
    },
    save: 'Wycofaj drużynę',
    confirmTitle: 'Wycofać drużynę z ligi?',
    confirm: (team: string, league: string, mode: string) =>
      `Drużyna ${team} zostanie wycofana z ligi ${league} (${mode.toLowerCase()}). Tej decyzji nie można cofnąć.`,
    done: (cancelled: number, walkovers: number) =>
      `Drużyna wycofana z ligi. Odwołane mecze: ${cancelled}, walkowery: ${walkovers}.`,
  },
  tieBreaks: {
    title: 'Zasady tabeli: kolejność kryteriów',
    lead: 'Drużyny równe punktami rozdziela kolejne kryterium z listy. Punkty są zawsze pierwsze.',
    up: (label: string) => `Przesuń wyżej: ${label}`,
    down: (label: string) => `Przesuń niżej: ${label}`,
    remove: (label: string) => `Usuń: ${label}`,
    add: 'Dodaj kryterium',
    addPlaceholder: 'Wybierz kryterium…',
    reset: 'Kolejność PZPN (domyślna)',
    save: 'Zapisz kolejność',
    saved: 'Zapisano kolejność kryteriów.',
    failed: 'Nie udało się wczytać zasad ligi.',
  },
} as const;
