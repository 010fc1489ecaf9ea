import { localized, type Translation } from '../common/text-language';
import { SEASON_PLAN_LIMITS as L } from './season-plan.rules';

/** Polish messages of the season plan's inputs. */
const SEASON_PLAN_MESSAGES_PL = {
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  nameRequired: `Nazwa ligi musi mieć od ${L.nameMin} do ${L.nameMax} znaków.`,
  tierInvalid: `Poziom ligi to liczba od 1 do ${L.maxTier}.`,
  numbersInvalid: `Liczba drużyn awansujących i spadających to liczba od 0 do ${L.maxMovers}.`,
  reasonRequired: `Podaj powód przeniesienia (od ${L.reasonMin} do ${L.reasonMax} znaków).`,
} as const;

/** Polish labels of the movements (the proposal's column). */
const PLACEMENT_LABELS_PL = {
  promoted: 'Awans',
  relegated: 'Spadek',
  stayed: 'Bez zmian',
  moved: 'Przeniesiona ręcznie',
  added: 'Przydzielona',
} as const;

const SEASON_PLAN_MESSAGES_EN = {
  seasonIdInvalid: 'Invalid season id.',
  leagueIdInvalid: 'Invalid league id.',
  teamIdInvalid: 'Invalid team id.',
  nameRequired: `The league name must have ${L.nameMin} to ${L.nameMax} characters.`,
  tierInvalid: `The league tier is a number from 1 to ${L.maxTier}.`,
  numbersInvalid: `The number of promoted and relegated teams is a number from 0 to ${L.maxMovers}.`,
  reasonRequired: `Enter the reason for the move (${L.reasonMin} to ${L.reasonMax} characters).`,
} satisfies Translation<typeof SEASON_PLAN_MESSAGES_PL>;

/** Messages of the season plan's inputs. */
export const SEASON_PLAN_MESSAGES = /* @__PURE__ */ localized(
  SEASON_PLAN_MESSAGES_PL,
  SEASON_PLAN_MESSAGES_EN,
);

const PLACEMENT_LABELS_EN = {
  promoted: 'Promoted',
  relegated: 'Relegated',
  stayed: 'No change',
  moved: 'Moved by hand',
  added: 'Assigned',
} satisfies Translation<typeof PLACEMENT_LABELS_PL>;

/** Labels of the movements (the proposal's column). */
export const PLACEMENT_LABELS = /* @__PURE__ */ localized(PLACEMENT_LABELS_PL, PLACEMENT_LABELS_EN);
