import { localized, type Translation } from '../common/text-language';

/** Polish texts of the league's rules (tie-breaks) and the admin's change of them. */
const LEAGUE_RULES_MESSAGES_PL = {
  leagueIdInvalid: 'Podaj prawidłowy identyfikator ligi (LeagueId).',
  tieBreaksRequired: 'Wybierz kolejność kryteriów: zacznij od punktów, każde kryterium raz.',
  pointsFirst: 'Pierwszym kryterium tabeli są zawsze punkty.',
  duplicateRule: 'Każde kryterium może wystąpić tylko raz.',
  unknownRule: 'Nieznane kryterium rozstrzygania remisów.',
  reasonRequired: 'Podaj powód zmiany (od 3 do 500 znaków).',
} as const;

/** The table page: the rules that apply and the marker of a decided order. */
const LEAGUE_RULES_TEXTS_PL = {
  heading: 'Kolejność w tabeli',
  decidedBy: (label: string) => `O kolejności z drużyną niżej zdecydowało: ${label}`,
  byName: 'drużyny równe we wszystkich kryteriach — kolejność alfabetyczna',
} as const;

const LEAGUE_RULES_MESSAGES_EN = {
  leagueIdInvalid: 'Enter a valid league id (LeagueId).',
  tieBreaksRequired: 'Choose the order of the criteria: start with points, each criterion once.',
  pointsFirst: 'The first criterion of the table is always points.',
  duplicateRule: 'Each criterion may appear only once.',
  unknownRule: 'Unknown tie-break criterion.',
  reasonRequired: 'Enter the reason for the change (3 to 500 characters).',
} satisfies Translation<typeof LEAGUE_RULES_MESSAGES_PL>;

/** Texts of the league's rules (tie-breaks) and the admin's change of them. */
export const LEAGUE_RULES_MESSAGES = /* @__PURE__ */ localized(
  LEAGUE_RULES_MESSAGES_PL,
  LEAGUE_RULES_MESSAGES_EN,
);

const LEAGUE_RULES_TEXTS_EN = {
  heading: 'Order in the table',
  decidedBy: (label: string) => `The order with the team below was decided by: ${label}`,
  byName: 'teams level on every criterion — alphabetical order',
} satisfies Translation<typeof LEAGUE_RULES_TEXTS_PL>;

/** The table page: the rules that apply and the marker of a decided order. */
export const LEAGUE_RULES_TEXTS = /* @__PURE__ */ localized(
  LEAGUE_RULES_TEXTS_PL,
  LEAGUE_RULES_TEXTS_EN,
);
