import type { PitchDto } from '../pitches/pitches.dto';
import type { MatchCancellationDto } from './match-cancellation.dto';
import type { MatchStatusId } from './match-status';
import type { RescheduleProposalDto } from './reschedule.dto';

export interface MatchStatusDto {
  id: MatchStatusId;
  name: string;
}

export interface MatchTeamRefDto {
  id: string;
  name: string;
}

/**
 * The report of a match, when one exists (filled by the match-reports feature).
 * Goals are seen from the team the list was asked for: `homeGoals` = that team's goals.
 */
export interface MatchReportRefDto {
  id: string;
  homeGoals: number;
  enemyGoals: number;
}

/** A match (challenge) as the captain screens see it. */
export interface MatchDto {
  id: string;
  seasonId: string;
  /** Start, an ISO instant in UTC; shown in Europe/Warsaw time. */
  date: string;
  /** Minutes. */
  length: number;
  matchType: number;
  sender: MatchTeamRefDto;
  receiver: MatchTeamRefDto;
  /** The league both teams play in; null when they play in different leagues. */
  league: { id: string; name: string } | null;
  pitch: PitchDto;
  status: MatchStatusDto;
  report: MatchReportRefDto | null;
  hasReport: boolean;
  /**
   * Where the filed report stands (no score): its status (1 waits for the opponent, 3 for an
   * admin, 4 verified) and the team that filed it (null: an admin's entry).
   */
  reportState?: { statusId: number; filedByTeamId: string | null } | null;
  /** When the challenge was issued (ISO instant). */
  createdAt: string;
  /** When it was accepted, rejected or cancelled (ISO instant), else null. */
  decidedAt: string | null;
  /** Set when an admin cancelled the accepted match (status 4): the reason the captains see. */
  cancellation?: MatchCancellationDto | null;
  /** An accepted match's rescheduling proposal waiting for the other captain (not expired). */
  reschedule?: RescheduleProposalDto | null;
}

export interface CalendarTeamDto {
  id: string;
  name: string;
  shortName: string;
}

/** `GET /api/pitch/get-calendar` row. */
export interface CalendarMatchDto {
  id: string;
  /** Start, an ISO instant in UTC. */
  date: string;
  length: number;
  teamA: CalendarTeamDto;
  teamB: CalendarTeamDto;
  league: { id: string; name: string } | null;
  pitch: { id: string; name: string };
  status: MatchStatusDto;
  /** True when a report was filed for the match. */
  hasReport?: boolean;
  /** The verified score of a finished match (team A : team B); null before verification. */
  score?: { teamA: number; teamB: number } | null;
  /** 1 a league match, 2 a cup match (shown marked as such). */
  matchType?: number;
}

/** `POST /api/match/get-teams-without-match-with-team` row: a team the captain may challenge. */
export interface ChallengeableTeamDto {
  id: string;
  name: string;
  shortName: string;
  imageUrl: string;
  league: { id: string; name: string } | null;
}
