import type { RescheduleStateDto } from '../matches/reschedule.dto';
import type { MatchStatusDto } from '../matches/matches.dto';
import type { AvailabilityAnswer, ResultAwaiting, TimelineAction } from './match-centre.rules';

/** A team as the match centre shows it (crest, full and short name). */
export interface MatchSideDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
}

/**
 * A filed result, seen from team A (the challenger) and team B. `verified` false: a provisional
 * result ("niezweryfikowany"), which counts in no table until an admin verifies it. A viewer who
 * is in neither team (nor an admin) does not see an unverified score (`visible` false, goals null).
 */
export interface FixtureResultDto {
  reportId: string;
  status: { id: number; name: string };
  verified: boolean;
  /** Who must act next on an unverified result: the opposing captain or an admin. */
  awaiting: ResultAwaiting | null;
  /** The team whose captain must accept the report (when `awaiting` is 'opponent'). */
  awaitingTeamId: string | null;
  visible: boolean;
  teamAGoals: number | null;
  teamBGoals: number | null;
  /** The team awarded the walkover (10:0), else null. */
  walkoverWinnerId: string | null;
}

/** `GET /api/match/get-fixtures` row: a fixture (accepted, with time and pitch) or a result. */
export interface FixtureDto {
  id: string;
  seasonId: string;
  /** Start, ISO instant (UTC). */
  date: string;
  /** Minutes. */
  length: number;
  matchType: number;
  status: MatchStatusDto;
  league: { id: string; name: string } | null;
  pitch: { id: string; name: string; position: { latitude: number; longitude: number } };
  teamA: MatchSideDto;
  teamB: MatchSideDto;
  result: FixtureResultDto | null;
}

export interface PlayerRefDto {
  /** Null for an own goal without a scorer. */
  userId: string | null;
  /** "Usunięty zawodnik" for an erased person. */
  name: string;
}

/** One team's part of a played match. */
export interface ResultSideDto {
  teamId: string;
  goals: number;
  scorers: Array<PlayerRefDto & { goals: number }>;
  /** Own goals of the opponent's players that counted for this team. */
  ownGoalsFor: number;
  mvp: Array<PlayerRefDto & { points: number }>;
  keepers: Array<PlayerRefDto & { rate: number }>;
  players: PlayerRefDto[];
}

export interface MatchResultDto extends FixtureResultDto {
  /** Null when the viewer may not see the score, or for a walkover. [team A, team B]. */
  sides: [ResultSideDto, ResultSideDto] | null;
  filedAt: string;
  verifiedAt: string | null;
}

/** One step of the match's story. `at`: ISO instant; `teamId`: the team that acted, if any. */
export interface TimelineEntryDto {
  at: string;
  action: TimelineAction;
  teamId: string | null;
}

export interface HeadToHeadMeetingDto {
  matchId: string;
  seasonId: string;
  date: string;
  teamAGoals: number;
  teamBGoals: number;
  isWalkover: boolean;
}

/** Every verified meeting of two teams, across seasons, seen from team A. */
export interface HeadToHeadDto {
  teamAId: string;
  teamBId: string;
  played: number;
  teamAWins: number;
  draws: number;
  teamBWins: number;
  teamAGoals: number;
  teamBGoals: number;
  /** The last five results, newest first. */
  last: HeadToHeadMeetingDto[];
  /** Every meeting, newest first (the team page's head-to-head picker lists them all). */
  meetings: HeadToHeadMeetingDto[];
}

export interface AvailabilityPlayerDto {
  userId: string;
  name: string;
  answer: AvailabilityAnswer | null;
}

export interface AvailabilityTeamDto {
  teamId: string;
  yes: number;
  no: number;
  maybe: number;
  /** Members who have not answered yet (null for a viewer outside the two teams). */
  unanswered: number | null;
  /** Fewer than six said yes and kick-off is at most 48 hours away. */
  warning: boolean;
  /** Every member with their answer: only for members of the two teams (and admins). */
  players: AvailabilityPlayerDto[] | null;
}

/** Who is coming. `open`: answers are taken (accepted match, not started). */
export interface AvailabilityDto {
  open: boolean;
  /** The viewer plays in one of the teams and may answer now. */
  canAnswer: boolean;
  myTeamId: string | null;
  myAnswer: AvailabilityAnswer | null;
  /** [team A, team B]. */
  teams: [AvailabilityTeamDto, AvailabilityTeamDto];
}

/** `GET /api/match/get-match-by-id`: the match page. */
export interface MatchDetailDto extends Omit<FixtureDto, 'result'> {
  result: MatchResultDto | null;
  /** An admin's cancellation of the accepted match. */
  cancellation: { reason: string; at: string } | null;
  timeline: TimelineEntryDto[];
  headToHead: HeadToHeadDto;
  availability: AvailabilityDto;
  /** Rescheduling between captains: the pending proposal and what the viewer may do. */
  reschedule: RescheduleStateDto;
}

/** `GET /api/match/get-next-match`: the team's next accepted match with who is coming. */
export interface NextMatchDto extends FixtureDto {
  availability: AvailabilityDto;
}

/** `POST /api/match/availability` answer. */
export interface AvailabilityAnsweredDto {
  matchId: string;
  answer: AvailabilityAnswer;
}
