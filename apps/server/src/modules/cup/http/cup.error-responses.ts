import { CUP_MESSAGES as M } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { CupErrorCode } from '../domain/cup.errors';

/** Status, code and Polish message of every refusal of the cup module (registered by its module). */
export const cupErrorResponses: ErrorResponses<CupErrorCode> = {
  'cup.not_found': () => new NotFoundError('cup.not_found', M.notFound),
  'cup.tie_not_found': () => new NotFoundError('cup.tie_not_found', M.tieNotFound),
  'cup.league_not_found': () => ValidationError.of('leagueIds', M.leagueNotFound),
  'cup.not_admin': () => new ForbiddenError('cup.not_admin', M.notAdmin),
  'cup.not_captain': () => new ForbiddenError('cup.not_captain', M.notCaptain),
  'cup.entries_not_open': () => new ConflictError('cup.entries_not_open', M.entriesNotOpen),
  'cup.entry_deadline_passed': () =>
    new ConflictError('cup.entry_deadline_passed', M.entryDeadlinePassed),
  'cup.already_entered': () => new ConflictError('cup.already_entered', M.alreadyEntered),
  'cup.in_another_cup': () => new ConflictError('cup.in_another_cup', M.inAnotherCup),
  'cup.league_not_allowed': () => new ForbiddenError('cup.league_not_allowed', M.leagueNotAllowed),
  'cup.team_without_league': () =>
    new ConflictError('cup.team_without_league', M.teamWithoutLeague),
  'cup.team_not_found': () => new NotFoundError('cup.team_not_found', M.teamNotFound),
  'cup.not_entered': () => new NotFoundError('cup.not_entered', M.notEntered),
  'cup.bracket_full': () => new ConflictError('cup.bracket_full', M.bracketFull),
  'cup.already_drawn': () => new ConflictError('cup.already_drawn', M.alreadyDrawn),
  'cup.wrong_status': () => new ConflictError('cup.wrong_status', M.wrongStatus),
  'cup.too_few_entries': () => new ConflictError('cup.too_few_entries', M.tooFewEntries),
  'cup.not_drawn': () => new ConflictError('cup.not_drawn', M.notDrawn),
  'cup.tie_decided': () => new ConflictError('cup.tie_decided', M.tieDecided),
  'cup.tie_not_ready': () => new ConflictError('cup.tie_not_ready', M.tieNotReady),
  'cup.cancelled': () => new ConflictError('cup.cancelled', M.cancelled),
};
