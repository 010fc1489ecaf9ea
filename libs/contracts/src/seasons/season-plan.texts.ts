import { SEASON_PLAN_LIMITS as L } from './season-plan.rules';

/** Polish messages of the season plan's inputs. */
export const SEASON_PLAN_MESSAGES = {
  seasonIdInvalid: 'Nieprawidłowy identyfikator sezonu.',
  leagueIdInvalid: 'Nieprawidłowy identyfikator ligi.',
  teamIdInvalid: 'Nieprawidłowy identyfikator drużyny.',
  nameRequired: `Nazwa ligi musi mieć od ${L.nameMin} do ${L.nameMax} znaków.`,
  tierInvalid: `Poziom ligi to liczba od 1 do ${L.maxTier}.`,
  numbersInvalid: `Liczba drużyn awansujących i spadających to liczba od 0 do ${L.maxMovers}.`,
  reasonRequired: `Podaj powód przeniesienia (od ${L.reasonMin} do ${L.reasonMax} znaków).`,
} as const;

/** Polish labels of the movements (the proposal's column). */
export const PLACEMENT_LABELS = {
  promoted: 'Awans',
  relegated: 'Spadek',
  stayed: 'Bez zmian',
  moved: 'Przeniesiona ręcznie',
  added: 'Przydzielona',
} as const;
