import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/app-errors';
import { SEASON_PLAN_ERROR_MESSAGES } from './season-plan.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { SeasonPlanErrorCode } from '../domain/season-plan.errors';

/** Status and Polish message of every refusal of the season structure and plan. */
export const seasonPlanErrorResponses: ErrorResponses<SeasonPlanErrorCode> = {
  'season_plan.not_next': () =>
    new ConflictError('season_plan.not_next', SEASON_PLAN_ERROR_MESSAGES.notNext),
  'season_plan.league_not_found': () =>
    new NotFoundError('season_plan.league_not_found', SEASON_PLAN_ERROR_MESSAGES.leagueNotFound),
  'season_plan.league_closed': ({ name }: { name: string }) =>
    new ConflictError('season_plan.league_closed', SEASON_PLAN_ERROR_MESSAGES.leagueClosed(name)),
  'season_plan.league_name_taken': ({ name }: { name: string }) =>
    new ConflictError(
      'season_plan.league_name_taken',
      SEASON_PLAN_ERROR_MESSAGES.leagueNameTaken(name),
    ),
  'season_plan.tier_not_found': () =>
    new NotFoundError('season_plan.tier_not_found', SEASON_PLAN_ERROR_MESSAGES.tierNotFound),
  'season_plan.turned': () =>
    new ConflictError('season_plan.turned', SEASON_PLAN_ERROR_MESSAGES.turned),
  'season_plan.applied': () =>
    new ConflictError('season_plan.applied', SEASON_PLAN_ERROR_MESSAGES.applied),
  'season_plan.reason_required': () =>
    ValidationError.of('season_plan.reason_required', SEASON_PLAN_ERROR_MESSAGES.reasonRequired),
  'season_plan.team_twice': () =>
    new ConflictError('season_plan.team_twice', SEASON_PLAN_ERROR_MESSAGES.teamTwice),
  'season_plan.team_unknown': () =>
    new NotFoundError('season_plan.team_unknown', SEASON_PLAN_ERROR_MESSAGES.teamUnknown),
  'season_plan.not_open_yet': ({ opensAt }: { opensAt: string }) =>
    new ConflictError('season_plan.not_open_yet', SEASON_PLAN_ERROR_MESSAGES.notOpenYet(opensAt)),
  'season_plan.not_confirmed': () =>
    new ConflictError('season_plan.not_confirmed', SEASON_PLAN_ERROR_MESSAGES.notConfirmed),
};
