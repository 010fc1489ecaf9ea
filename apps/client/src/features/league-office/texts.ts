import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the admin's league office (Biuro ligi). */
const officeTextsPl = {
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

const officeTextsEn = {
  tab: 'League office',
  unknownError: 'An unknown error occurred.',
  league: 'League',
  reason: 'Reason (required)',
  reasonHint: 'Saved with the change and visible in the history.',
  suspension: {
    title: 'Suspending a player',
    lead: 'A suspended player cannot be marked as present in a match report.',
    player: 'Player',
    playerPlaceholder: 'Choose a player…',
    kind: 'For how long',
    byMatches: "For a number of the team's matches",
    byDate: 'Until a day',
    matches: 'Number of matches',
    until: 'Until (exclusive)',
    save: 'Suspend the player',
    heading: 'Suspensions',
    line: (label: string, reason: string) => `suspended ${label}: ${reason}`,
  },
  points: {
    title: 'Points penalty or bonus',
    lead: 'A negative number: a penalty (e.g. −3 for an ineligible player); positive: a bonus. The table shows it with a note.',
    team: 'Team',
    teamPlaceholder: 'Choose a team…',
    points: 'Points',
    save: 'Save the points change',
  },
  withdrawal: {
    title: 'Withdrawing a team from the league',
    lead: 'The team stops playing in the league this season. Its pending challenges and accepted matches are called off, and both teams are notified.',
    mode: 'What happens to the results',
    modePlaceholder: 'Choose…',
    modes: {
      annul: 'Void the results',
      walkovers: 'Walkovers for the rest',
    },
    explain: {
      annul:
        "All of the team's matches in this league stop counting (for its opponents too), and the team leaves the table.",
      walkovers:
        'Played matches keep counting; every accepted match not yet played is a 0:10 walkover for the opponent. The team stays in the table as "withdrawn", at the bottom.',
    },
    save: 'Withdraw the team',
    confirmTitle: 'Withdraw the team from the league?',
    confirm: (team: string, league: string, mode: string) =>
      `${team} will be withdrawn from ${league} (${mode.toLowerCase()}). This decision cannot be undone.`,
    done: (cancelled: number, walkovers: number) =>
      `Team withdrawn from the league. Matches called off: ${cancelled}, walkovers: ${walkovers}.`,
  },
  tieBreaks: {
    title: 'Table rules: order of the criteria',
    lead: 'Teams level on points are separated by the next criterion on the list. Points always come first.',
    up: (label: string) => `Move up: ${label}`,
    down: (label: string) => `Move down: ${label}`,
    remove: (label: string) => `Remove: ${label}`,
    add: 'Add a criterion',
    addPlaceholder: 'Choose a criterion…',
    reset: 'PZPN order (default)',
    save: 'Save the order',
    saved: 'Order of the criteria saved.',
    failed: "Could not load the league's rules.",
  },
} satisfies Translation<typeof officeTextsPl>;

/** Texts of the admin's league office in the page's language. */
export const officeTexts = /* @__PURE__ */ localized(officeTextsPl, officeTextsEn);
