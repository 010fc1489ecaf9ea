import { localized, suspensionLabel, type Translation } from '@liga/contracts';
import type { SuspensionTerms } from '../domain/report.commands';

/** The refusals' messages of the report error responses: Polish (the spec's texts). */
const PL = {
  matchNotFound: 'Nie znaleziono meczu.',
  reportNotFound: 'Nie znaleziono raportu.',
  matchRemoved: 'Ten mecz został usunięty.',
  notMatchCaptain: 'Raportem meczu zajmują się tylko kapitanowie obu drużyn i zarządca.',
  notOpposingCaptain: 'Raport akceptuje kapitan drużyny przeciwnej, nie drużyny, która go złożyła.',
  notAdmin: 'Tę operację może wykonać tylko zarządca.',
  matchNotAccepted: 'Raport można złożyć tylko dla zaakceptowanego meczu.',
  reportExists: 'Raport tego meczu został już złożony.',
  alreadyAccepted: 'Raport został już zaakceptowany i czeka na weryfikację zarządcy.',
  alreadyVerified: 'Raport został już zweryfikowany.',
  tooEarly: 'Raport można złożyć dopiero po rozpoczęciu meczu.',
  homeNotOwnTeam:
    'Drużyna A raportu musi być drużyną kapitana, a drużyna B jego przeciwnikiem w tym meczu.',
  teamsNotOfMatch: 'Drużyny raportu nie są drużynami tego meczu.',
  notMember: 'W raporcie drużyny mogą wystąpić tylko jej zawodnicy.',
  leagueNotFound: 'Nie znaleziono ligi.',
  teamNotFound: 'Nie znaleziono drużyny.',
  notVerified: 'Poprawić można tylko zweryfikowany wynik. Ten raport czeka jeszcze na weryfikację.',
  correctionUnchanged: 'Poprawka nic nie zmienia w zweryfikowanym wyniku.',
  teamWithoutLeague: 'Obie drużyny muszą grać w lidze w tym sezonie.',
  pitchNotFound: 'Nie znaleziono boiska.',
  dateInFuture: 'Wynik można wpisać tylko dla meczu, który już się rozpoczął.',
  dateOutsideSeason: 'Data meczu musi mieścić się w bieżącym sezonie.',
  matchExists: 'Ten mecz już istnieje.',
  pairTaken: 'Te drużyny mają już mecz w tym sezonie (oczekujący, zaakceptowany lub rozegrany).',
  playerSuspended: (player: string | null, suspension: SuspensionTerms) =>
    `${player ?? 'Zawodnik'} jest zawieszony (${suspensionLabel(suspension)}) i nie może być wpisany jako obecny na meczu.`,
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  matchNotFound: 'Match not found.',
  reportNotFound: 'Report not found.',
  matchRemoved: 'This match has been deleted.',
  notMatchCaptain:
    'A match report is handled only by the captains of both teams and the administrator.',
  notOpposingCaptain:
    "A report is accepted by the opposing team's captain, not by the team that filed it.",
  notAdmin: 'Only the administrator can do this.',
  matchNotAccepted: 'A report can be filed only for an accepted match.',
  reportExists: 'The report of this match has already been filed.',
  alreadyAccepted:
    "The report has already been accepted and is waiting for the administrator's verification.",
  alreadyVerified: 'The report has already been verified.',
  tooEarly: 'A report can be filed only after the match has started.',
  homeNotOwnTeam:
    "Team A of the report must be the captain's team and team B its opponent in this match.",
  teamsNotOfMatch: "The report's teams are not the teams of this match.",
  notMember: "Only a team's own players can appear in its report.",
  leagueNotFound: 'League not found.',
  teamNotFound: 'Team not found.',
  notVerified:
    'Only a verified result can be corrected. This report is still waiting for verification.',
  correctionUnchanged: 'The correction changes nothing in the verified result.',
  teamWithoutLeague: 'Both teams must play in a league this season.',
  pitchNotFound: 'Pitch not found.',
  dateInFuture: 'A result can be entered only for a match that has already started.',
  dateOutsideSeason: 'The match date must fall within the current season.',
  matchExists: 'This match already exists.',
  pairTaken: 'These teams already have a match this season (pending, accepted or played).',
  playerSuspended: (player: string | null, suspension: SuspensionTerms) =>
    `${player ?? 'A player'} is suspended (${suspensionLabel(suspension)}) and cannot be entered as present at the match.`,
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const REPORT_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
