import { DomainError } from '../../../platform/domain/domain-error';

/** Refusals of the season structure and plan (status and Polish message: http/season-plan.error-responses.ts). */
export type SeasonPlanErrorCode =
  | 'season_plan.not_next'
  | 'season_plan.league_not_found'
  | 'season_plan.league_closed'
  | 'season_plan.league_name_taken'
  | 'season_plan.tier_not_found'
  | 'season_plan.turned'
  | 'season_plan.applied'
  | 'season_plan.reason_required'
  | 'season_plan.team_twice'
  | 'season_plan.team_unknown'
  | 'season_plan.not_open_yet'
  | 'season_plan.not_confirmed';

export class SeasonPlanError extends DomainError<
  SeasonPlanErrorCode,
  Record<string, string> | undefined
> {}

const refusal = (code: SeasonPlanErrorCode, data?: Record<string, string>) =>
  new SeasonPlanError(code, data);

export const seasonPlanErrors = {
  notNext: () => refusal('season_plan.not_next'),
  leagueNotFound: () => refusal('season_plan.league_not_found'),
  leagueClosed: (name: string) => refusal('season_plan.league_closed', { name }),
  nameTaken: (name: string) => refusal('season_plan.league_name_taken', { name }),
  tierNotFound: () => refusal('season_plan.tier_not_found'),
  turned: () => refusal('season_plan.turned'),
  applied: () => refusal('season_plan.applied'),
  reasonRequired: () => refusal('season_plan.reason_required'),
  teamTwice: (teamId: string) => refusal('season_plan.team_twice', { teamId }),
  teamUnknown: () => refusal('season_plan.team_unknown'),
  notOpenYet: (opensAt: string) => refusal('season_plan.not_open_yet', { opensAt }),
  notConfirmed: () => refusal('season_plan.not_confirmed'),
};
