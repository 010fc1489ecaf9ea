import { CUP_MESSAGES, REPORT_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { ReportErrorCode } from '../domain/report.errors';

/** Status, code and Polish message of every refusal of the match-reports module (registered by its module). */
export const reportErrorResponses: ErrorResponses<ReportErrorCode> = {
  'report.match_not_found': () =>
    new NotFoundError('report.match_not_found', 'Nie znaleziono meczu.'),
  'report.report_not_found': () => new NotFoundError('report.not_found', 'Nie znaleziono raportu.'),
  'report.match_removed': () =>
    new ConflictError('report.match_removed', 'Ten mecz został usunięty.'),
  'report.not_match_captain': () =>
    new ForbiddenError(
      'report.not_match_captain',
      'Raportem meczu zajmują się tylko kapitanowie obu drużyn i zarządca.',
    ),
  'report.not_opposing_captain': () =>
    new ForbiddenError(
      'report.not_opposing_captain',
      'Raport akceptuje kapitan drużyny przeciwnej, nie drużyny, która go złożyła.',
    ),
  'report.not_admin': () =>
    new ForbiddenError('report.not_admin', 'Tę operację może wykonać tylko zarządca.'),
  'report.match_not_accepted': () =>
    new ConflictError(
      'report.match_not_accepted',
      'Raport można złożyć tylko dla zaakceptowanego meczu.',
    ),
  'report.report_exists': () =>
    new ConflictError('report.exists', 'Raport tego meczu został już złożony.'),
  'report.already_accepted': () =>
    new ConflictError(
      'report.already_accepted',
      'Raport został już zaakceptowany i czeka na weryfikację zarządcy.',
    ),
  'report.already_verified': () =>
    new ConflictError('report.already_verified', 'Raport został już zweryfikowany.'),
  'report.too_early': () =>
    ValidationError.of('matchId', 'Raport można złożyć dopiero po rozpoczęciu meczu.'),
  'report.home_not_own_team': () =>
    ValidationError.of(
      'teamAId',
      'Drużyna A raportu musi być drużyną kapitana, a drużyna B jego przeciwnikiem w tym meczu.',
    ),
  'report.teams_not_of_match': () =>
    ValidationError.of('teamBId', 'Drużyny raportu nie są drużynami tego meczu.'),
  'report.not_member': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(
      `attendancesTeam${side}`,
      'W raporcie drużyny mogą wystąpić tylko jej zawodnicy.',
    ),
  'report.scorer_absent': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerAbsent),
  'report.scorer_required': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerRequired),
  'report.rated_absent': ({ side }: { side: 'A' | 'B' }) =>
    ValidationError.of(`userRatesTeam${side}`, REPORT_MESSAGES.ratedAbsent),
  'report.league_not_found': () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.'),
  'report.team_not_found': () =>
    new NotFoundError('report.team_not_found', 'Nie znaleziono drużyny.'),
  'report.cup_decider_required': () =>
    ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderRequired),
  'report.cup_decider_not_level': () =>
    ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderNotLevel),
  'report.cup_decider_level': () => ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderLevel),
  'report.decider_not_cup': () => ValidationError.of('penaltiesTeamA', CUP_MESSAGES.deciderNotCup),
  'report.cup_result_final': () =>
    new ConflictError('report.cup_result_final', CUP_MESSAGES.cupResultFinal),
  'report.not_verified': () =>
    new ConflictError(
      'report.not_verified',
      'Poprawić można tylko zweryfikowany wynik. Ten raport czeka jeszcze na weryfikację.',
    ),
  'report.correction_unchanged': () =>
    ValidationError.of('report', 'Poprawka nic nie zmienia w zweryfikowanym wyniku.'),
  'report.player_suspended': (data) =>
    new ConflictError(
      'report.player_suspended',
      `${data?.player ?? 'Zawodnik'} jest zawieszony (${data?.suspension ?? ''}) i nie może być wpisany jako obecny na meczu.`,
    ),
  'report.same_teams': () => ValidationError.of('teamBId', REPORT_MESSAGES.sameTeams),
  'report.team_without_league': () =>
    ValidationError.of('teamAId', 'Obie drużyny muszą grać w lidze w tym sezonie.'),
  'report.pitch_not_found': () => new NotFoundError('pitch.not_found', 'Nie znaleziono boiska.'),
  'report.date_required': () => ValidationError.of('date', REPORT_MESSAGES.dateRequired),
  'report.date_in_future': () =>
    ValidationError.of('date', 'Wynik można wpisać tylko dla meczu, który już się rozpoczął.'),
  'report.date_outside_season': () =>
    ValidationError.of('date', 'Data meczu musi mieścić się w bieżącym sezonie.'),
  'report.length_range': () => ValidationError.of('matchLength', REPORT_MESSAGES.lengthRange),
  'report.match_exists': () => new ConflictError('report.match_exists', 'Ten mecz już istnieje.'),
  'report.pair_taken': () =>
    new ConflictError(
      'report.pair_taken',
      'Te drużyny mają już mecz w tym sezonie (oczekujący, zaakceptowany lub rozegrany).',
    ),
};
