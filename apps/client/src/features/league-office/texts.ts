/** Polish texts of the admin's league office (Biuro ligi). */
export const officeTexts = {
  tab: 'Biuro ligi',
  unknownError: 'Wystąpił nieznany błąd.',
  league: 'Liga',
  reason: 'Powód (wymagany)',
  reasonHint: 'Zapisany przy zmianie i widoczny w historii.',
  points: {
    title: 'Kara lub premia punktowa',
    lead: 'Ujemna liczba: kara (np. −3 za nieuprawnionego zawodnika), dodatnia: premia. Tabela pokaże ją z przypisem.',
    team: 'Drużyna',
    teamPlaceholder: 'Wybierz drużynę…',
    points: 'Punkty',
    save: 'Zapisz zmianę punktów',
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
