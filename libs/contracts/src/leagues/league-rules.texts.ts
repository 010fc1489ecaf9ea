/** Polish texts of the league's rules (tie-breaks) and the admin's change of them. */
export const LEAGUE_RULES_MESSAGES = {
  leagueIdInvalid: 'Podaj prawidłowy identyfikator ligi (LeagueId).',
  tieBreaksRequired: 'Wybierz kolejność kryteriów: zacznij od punktów, każde kryterium raz.',
  pointsFirst: 'Pierwszym kryterium tabeli są zawsze punkty.',
  duplicateRule: 'Każde kryterium może wystąpić tylko raz.',
  unknownRule: 'Nieznane kryterium rozstrzygania remisów.',
  reasonRequired: 'Podaj powód zmiany (od 3 do 500 znaków).',
} as const;

/** The table page: the rules that apply and the marker of a decided order. */
export const LEAGUE_RULES_TEXTS = {
  heading: 'Kolejność w tabeli',
  decidedBy: (label: string) => `O kolejności z drużyną niżej zdecydowało: ${label}`,
  byName: 'drużyny równe we wszystkich kryteriach — kolejność alfabetyczna',
} as const;
