import { DomainError } from '../../../platform/domain/domain-error';

/** Every refusal of the cup module, as data; status and Polish message: http/cup.error-responses.ts. */
export type CupErrorCode =
  | 'cup.not_found'
  | 'cup.tie_not_found'
  | 'cup.league_not_found'
  | 'cup.not_admin'
  | 'cup.not_captain'
  | 'cup.entries_not_open'
  | 'cup.entry_deadline_passed'
  | 'cup.already_entered'
  | 'cup.in_another_cup'
  | 'cup.league_not_allowed'
  | 'cup.team_without_league'
  | 'cup.team_not_found'
  | 'cup.not_entered'
  | 'cup.bracket_full'
  | 'cup.already_drawn'
  | 'cup.wrong_status'
  | 'cup.too_few_entries'
  | 'cup.not_drawn'
  | 'cup.tie_decided'
  | 'cup.tie_not_ready'
  | 'cup.cancelled';

export class CupError extends DomainError<CupErrorCode, undefined> {}

const error = (code: CupErrorCode) => () => new CupError(code, undefined);

export const cupErrors = {
  notFound: error('cup.not_found'),
  tieNotFound: error('cup.tie_not_found'),
  leagueNotFound: error('cup.league_not_found'),
  notAdmin: error('cup.not_admin'),
  notCaptain: error('cup.not_captain'),
  entriesNotOpen: error('cup.entries_not_open'),
  entryDeadlinePassed: error('cup.entry_deadline_passed'),
  alreadyEntered: error('cup.already_entered'),
  inAnotherCup: error('cup.in_another_cup'),
  leagueNotAllowed: error('cup.league_not_allowed'),
  teamWithoutLeague: error('cup.team_without_league'),
  teamNotFound: error('cup.team_not_found'),
  notEntered: error('cup.not_entered'),
  bracketFull: error('cup.bracket_full'),
  alreadyDrawn: error('cup.already_drawn'),
  wrongStatus: error('cup.wrong_status'),
  tooFewEntries: error('cup.too_few_entries'),
  notDrawn: error('cup.not_drawn'),
  tieDecided: error('cup.tie_decided'),
  tieNotReady: error('cup.tie_not_ready'),
  cancelled: error('cup.cancelled'),
};
