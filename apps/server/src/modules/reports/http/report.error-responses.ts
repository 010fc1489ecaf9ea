import { CUP_MESSAGES, REPORT_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import { REPORT_ERROR_MESSAGES } from './report.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { ReportErrorCode } from '../domain/report.errors';

/** Status, code and Polish message of every refusal of the match-reports module (registered by its module). */
export const reportErrorResponses: ErrorResponses<ReportErrorCode> = {
  'report.match_not_found': () =>
    new NotFoundError('report.match_not_found', REPORT_ERROR_MESSAGES.matchNotFound),
  'report.report_not_found': () =>
    new NotFoundError('report.not_found', REPORT_ERROR_MESSAGES.reportNotFound),
  'report.match_removed': () =>
    new ConflictError('report.match_removed', REPORT_ERROR_MESSAGES.matchRemoved),
  'report.not_match_captain': () =>
    new ForbiddenError('report.not_match_captain', REPORT_ERROR_MESSAGES.notMatchCaptain),
  'report.not_opposing_captain': () =>
    new ForbiddenError('report.not_opposing_captain', REPORT_ERROR_MESSAGES.notOpposingCaptain),
  'report.not_admin': () => new ForbiddenError('report.not_admin', REPORT_ERROR_MESSAGES.notAdmin),
  'report.match_not_accepted': () =>
    new ConflictError('report.match_not_accepted', REPORT_ERROR_MESSAGES.matchNotAccepted),
  'report.report_exists': () =>
    new ConflictError('report.exists', REPORT_ERROR_MESSAGES.reportExists),
  'report.already_accepted': () =>
    new ConflictError('report.already_accepted', REPORT_ERROR_MESSAGES.alreadyAccepted),
  'report.already_verified': () =>
    new ConflictError('report.already_verified', REPORT_ERROR_MESSAGES.alreadyVerified),
  'report.too_early': () => ValidationError.of('matchId', REPORT_ERROR_MESSAGES.tooEarly),
  'report.home_not_own_team': () =>
    ValidationError.of('teamAId', REPORT_ERROR_MESSAGES.homeNotOwnTeam),
  'report.teams_not_of_match': () =>
    ValidationError.of('teamBId', REPORT_ERROR_MESSAGES.teamsNotOfMatch),
  'report.not_member': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`attendancesTeam${side}`, REPORT_ERROR_MESSAGES.notMember),
  'report.scorer_absent': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerAbsent),
  'report.scorer_required': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerRequired),
  'report.rated_absent': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`userRatesTeam${side}`, REPORT_MESSAGES.ratedAbsent),
  'report.league_not_found': () =>
    new NotFoundError('league.not_found', REPORT_ERROR_MESSAGES.leagueNotFound),
  'report.team_not_found': () =>
    new NotFoundError('report.team_not_found', REPORT_ERROR_MESSAGES.teamNotFound),
  'report.cup_decider_required': () =>
    ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderRequired),
  'report.cup_decider_not_level': () =>
    ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderNotLevel),
  'report.cup_decider_level': () => ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderLevel),
  'report.decider_not_cup': () => ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderNotCup),
  'report.cup_result_final': () =>
    new ConflictError('report.cup_result_final', CUP_MESSAGES.cupResultFinal),
  'report.not_verified': () =>
    new ConflictError('report.not_verified', REPORT_ERROR_MESSAGES.notVerified),
  'report.correction_unchanged': () =>
    ValidationError.of('report', REPORT_ERROR_MESSAGES.correctionUnchanged),
  'report.player_suspended': (data) =>
    new ConflictError(
      'report.player_suspended',
      REPORT_ERROR_MESSAGES.playerSuspended(typeof data?.player === 'string' ? data.player : null, {
        matches: typeof data?.matches === 'number' ? data.matches : null,
        until: typeof data?.until === 'string' ? data.until : null,
      }),
    ),
  'report.same_teams': () => ValidationError.of('teamBId', REPORT_MESSAGES.sameTeams),
  'report.team_without_league': () =>
    ValidationError.of('teamAId', REPORT_ERROR_MESSAGES.teamWithoutLeague),
  'report.pitch_not_found': () =>
    new NotFoundError('pitch.not_found', REPORT_ERROR_MESSAGES.pitchNotFound),
  'report.date_required': () => ValidationError.of('date', REPORT_MESSAGES.dateRequired),
  'report.date_in_future': () => ValidationError.of('date', REPORT_ERROR_MESSAGES.dateInFuture),
  'report.date_outside_season': () =>
    ValidationError.of('date', REPORT_ERROR_MESSAGES.dateOutsideSeason),
  'report.length_range': () => ValidationError.of('matchLength', REPORT_MESSAGES.lengthRange),
  'report.match_exists': () =>
    new ConflictError('report.match_exists', REPORT_ERROR_MESSAGES.matchExists),
  'report.pair_taken': () =>
    new ConflictError('report.pair_taken', REPORT_ERROR_MESSAGES.pairTaken),
};
