import { LEAGUE_RULES_MESSAGES, OFFICE_MESSAGES } from '@liga/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { LEAGUE_ERROR_MESSAGES } from './league.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { LeagueErrorCode } from '../domain/league.errors';

/** Status, code and Polish message of every refusal of the leagues module (registered by its module). */
export const leagueErrorResponses: ErrorResponses<LeagueErrorCode> = {
  'league.not_found': () => new NotFoundError('league.not_found', LEAGUE_ERROR_MESSAGES.notFound),
  'league.already_open': () =>
    new ConflictError('league.already_open', LEAGUE_ERROR_MESSAGES.alreadyOpen),
  'league.same_league': () =>
    new ConflictError('league_team.same_league', LEAGUE_ERROR_MESSAGES.sameLeague),
  'league.link_ended': () =>
    new ConflictError('league_team.ended', LEAGUE_ERROR_MESSAGES.linkEnded),
  'league.season_already_open': () =>
    new ConflictError('season.already_open', LEAGUE_ERROR_MESSAGES.seasonAlreadyOpen),
  'league.season_not_found': () =>
    new NotFoundError('season.not_found', LEAGUE_ERROR_MESSAGES.seasonNotFound),
  'league.season_not_started': () =>
    ValidationError.of('season.not_started', LEAGUE_ERROR_MESSAGES.seasonNotStarted),
  'league.tie_breaks_invalid': () =>
    ValidationError.of('validation.tieBreaks', LEAGUE_RULES_MESSAGES.tieBreaksRequired),
  'league.team_not_in_league': () =>
    new ConflictError('league.team_not_in_league', LEAGUE_ERROR_MESSAGES.teamNotInLeague),
  'league.points_invalid': () => ValidationError.of('points', OFFICE_MESSAGES.pointsInvalid),
  'league.team_withdrawn': () =>
    new ConflictError('league.team_withdrawn', OFFICE_MESSAGES.alreadyWithdrawn),
  'league.team_not_found': () => new NotFoundError('team.not_found', OFFICE_MESSAGES.teamNotFound),
  'league.team_without_league': () =>
    new ConflictError('league.team_without_league', OFFICE_MESSAGES.teamWithoutLeague),
};
