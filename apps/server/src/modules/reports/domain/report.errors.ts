import { DomainError } from '../../../platform/domain/domain-error';
import type { SuspensionTerms } from './report.commands';

/**
 * Every refusal of the match-reports module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/report.error-responses.ts).
 */
export type ReportErrorCode =
  | 'report.match_not_found'
  | 'report.report_not_found'
  | 'report.match_removed'
  | 'report.not_match_captain'
  | 'report.not_opposing_captain'
  | 'report.not_admin'
  | 'report.match_not_accepted'
  | 'report.report_exists'
  | 'report.already_accepted'
  | 'report.already_verified'
  | 'report.too_early'
  | 'report.home_not_own_team'
  | 'report.teams_not_of_match'
  | 'report.not_member'
  | 'report.scorer_absent'
  | 'report.scorer_required'
  | 'report.rated_absent'
  | 'report.league_not_found'
  | 'report.team_not_found'
  | 'report.same_teams'
  | 'report.team_without_league'
  | 'report.pitch_not_found'
  | 'report.date_required'
  | 'report.date_in_future'
  | 'report.date_outside_season'
  | 'report.length_range'
  | 'report.match_exists'
  | 'report.pair_taken'
  | 'report.cup_decider_required'
  | 'report.cup_decider_not_level'
  | 'report.cup_decider_level'
  | 'report.decider_not_cup'
  | 'report.cup_result_final'
  | 'report.not_verified'
  | 'report.correction_unchanged'
  | 'report.player_suspended';

export class ReportError extends DomainError<
  ReportErrorCode,
  Record<string, string | number | null> | undefined
> {}

export const reportErrors = {
  matchNotFound: () => new ReportError('report.match_not_found', undefined),
  reportNotFound: () => new ReportError('report.report_not_found', undefined),
  matchRemoved: () => new ReportError('report.match_removed', undefined),
  notMatchCaptain: () => new ReportError('report.not_match_captain', undefined),
  notOpposingCaptain: () => new ReportError('report.not_opposing_captain', undefined),
  notAdmin: () => new ReportError('report.not_admin', undefined),
  matchNotAccepted: () => new ReportError('report.match_not_accepted', undefined),
  reportExists: () => new ReportError('report.report_exists', undefined),
  alreadyAccepted: () => new ReportError('report.already_accepted', undefined),
  alreadyVerified: () => new ReportError('report.already_verified', undefined),
  tooEarly: () => new ReportError('report.too_early', undefined),
  homeNotOwnTeam: () => new ReportError('report.home_not_own_team', undefined),
  teamsNotOfMatch: () => new ReportError('report.teams_not_of_match', undefined),
  notMember: (side: 'A' | 'B') => new ReportError('report.not_member', { side }),
  scorerAbsent: (side: 'A' | 'B') => new ReportError('report.scorer_absent', { side }),
  scorerRequired: (side: 'A' | 'B') => new ReportError('report.scorer_required', { side }),
  ratedAbsent: (side: 'A' | 'B') => new ReportError('report.rated_absent', { side }),
  leagueNotFound: () => new ReportError('report.league_not_found', undefined),
  teamNotFound: () => new ReportError('report.team_not_found', undefined),
  sameTeams: () => new ReportError('report.same_teams', undefined),
  teamWithoutLeague: () => new ReportError('report.team_without_league', undefined),
  pitchNotFound: () => new ReportError('report.pitch_not_found', undefined),
  dateRequired: () => new ReportError('report.date_required', undefined),
  dateInFuture: () => new ReportError('report.date_in_future', undefined),
  dateOutsideSeason: () => new ReportError('report.date_outside_season', undefined),
  lengthRange: () => new ReportError('report.length_range', undefined),
  matchExists: () => new ReportError('report.match_exists', undefined),
  pairTaken: () => new ReportError('report.pair_taken', undefined),
  cupDeciderRequired: () => new ReportError('report.cup_decider_required', undefined),
  cupDeciderNotLevel: () => new ReportError('report.cup_decider_not_level', undefined),
  cupDeciderLevel: () => new ReportError('report.cup_decider_level', undefined),
  deciderNotCup: () => new ReportError('report.decider_not_cup', undefined),
  cupResultFinal: () => new ReportError('report.cup_result_final', undefined),
  notVerified: () => new ReportError('report.not_verified', undefined),
  correctionUnchanged: () => new ReportError('report.correction_unchanged', undefined),
  /** `player`: the name; `suspension`: its terms, worded in the caller's language by the edge. */
  playerSuspended: (player: string, suspension: SuspensionTerms) =>
    new ReportError('report.player_suspended', { player, ...suspension }),
};
