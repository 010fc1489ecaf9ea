import { REPORT_MESSAGES } from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';

/** Every refusal of the match-reports feature, with its code and Polish message. */
export const reportErrors = {
  matchNotFound: () => new NotFoundError('report.match_not_found', 'Nie znaleziono meczu.'),
  reportNotFound: () => new NotFoundError('report.not_found', 'Nie znaleziono raportu.'),
  matchRemoved: () => new ConflictError('report.match_removed', 'Ten mecz został usunięty.'),
  notMatchCaptain: () =>
    new ForbiddenError(
      'report.not_match_captain',
      'Raportem meczu zajmują się tylko kapitanowie obu drużyn i zarządca.',
    ),
  notOpposingCaptain: () =>
    new ForbiddenError(
      'report.not_opposing_captain',
      'Raport akceptuje kapitan drużyny przeciwnej, nie drużyny, która go złożyła.',
    ),
  notAdmin: () =>
    new ForbiddenError('report.not_admin', 'Tę operację może wykonać tylko zarządca.'),
  matchNotAccepted: () =>
    new ConflictError(
      'report.match_not_accepted',
      'Raport można złożyć tylko dla zaakceptowanego meczu.',
    ),
  reportExists: () => new ConflictError('report.exists', 'Raport tego meczu został już złożony.'),
  alreadyAccepted: () =>
    new ConflictError(
      'report.already_accepted',
      'Raport został już zaakceptowany i czeka na weryfikację zarządcy.',
    ),
  alreadyVerified: () =>
    new ConflictError('report.already_verified', 'Raport został już zweryfikowany.'),
  tooEarly: () =>
    ValidationError.of('matchId', 'Raport można złożyć dopiero po rozpoczęciu meczu.'),
  homeNotOwnTeam: () =>
    ValidationError.of(
      'teamAId',
      'Drużyna A raportu musi być drużyną kapitana, a drużyna B jego przeciwnikiem w tym meczu.',
    ),
  teamsNotOfMatch: () =>
    ValidationError.of('teamBId', 'Drużyny raportu nie są drużynami tego meczu.'),
  notMember: (side: 'A' | 'B') =>
    ValidationError.of(
      `attendancesTeam${side}`,
      'W raporcie drużyny mogą wystąpić tylko jej zawodnicy.',
    ),
  scorerAbsent: (side: 'A' | 'B') =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerAbsent),
  scorerRequired: (side: 'A' | 'B') =>
    ValidationError.of(`goalsTeam${side}`, REPORT_MESSAGES.scorerRequired),
  ratedAbsent: (side: 'A' | 'B') =>
    ValidationError.of(`userRatesTeam${side}`, REPORT_MESSAGES.ratedAbsent),
  leagueNotFound: () => new NotFoundError('league.not_found', 'Nie znaleziono ligi.'),
  teamNotFound: () => new NotFoundError('report.team_not_found', 'Nie znaleziono drużyny.'),
  sameTeams: () => ValidationError.of('teamBId', REPORT_MESSAGES.sameTeams),
  teamWithoutLeague: () =>
    ValidationError.of('teamAId', 'Obie drużyny muszą grać w lidze w tym sezonie.'),
  pitchNotFound: () => new NotFoundError('pitch.not_found', 'Nie znaleziono boiska.'),
  dateRequired: () => ValidationError.of('date', REPORT_MESSAGES.dateRequired),
  dateInFuture: () =>
    ValidationError.of('date', 'Wynik można wpisać tylko dla meczu, który już się rozpoczął.'),
  dateOutsideSeason: () =>
    ValidationError.of('date', 'Data meczu musi mieścić się w bieżącym sezonie.'),
  lengthRange: () => ValidationError.of('matchLength', REPORT_MESSAGES.lengthRange),
  matchExists: () => new ConflictError('report.match_exists', 'Ten mecz już istnieje.'),
  pairTaken: () =>
    new ConflictError(
      'report.pair_taken',
      'Te drużyny mają już mecz w tym sezonie (oczekujący, zaakceptowany lub rozegrany).',
    ),
};
