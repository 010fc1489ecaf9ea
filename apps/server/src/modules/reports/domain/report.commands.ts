import type { TeamFacts, TeamRoster } from '../../teams/domain/team-facts';
import type { TeamSheet } from '../../matches/domain/match.events';

/**
 * What the report decider is asked, one command per action:
 * SubmitReport, AcceptReport, RejectReport, VerifyReport, DeleteReport, InsertResult.
 */

/** The report part of a submission or an admin's entry (team A = home, team B = enemy). */
export interface ReportInput {
  teamAId: string;
  teamBId: string;
  walkoverType: number;
  /** [team A, team B]; `teamId`s equal teamAId/teamBId. */
  teams: [TeamSheet, TeamSheet];
  /** A level cup match's penalty shoot-out (A = home), or null. */
  penalties?: { home: number; enemy: number } | null;
}

/** A player whose suspension holds at the match's kick-off (found by the handler). */
export interface SuspendedPlayer {
  userId: string;
  /** The player's name for the refusal. */
  name: string;
  /** The suspension's terms: for N matches, or until an instant (the refusal words them). */
  suspension: SuspensionTerms;
}

/** A suspension's terms as the team's stream holds them: one of the two is set. */
export interface SuspensionTerms {
  matches: number | null;
  until: string | null;
}

export type SubmitReport = {
  type: 'SubmitReport';
  reportId: string;
  actorUserId: string;
  /** When the call was made (ISO instant): the report may be filed once the match started. */
  now: string;
  /** Both teams of the match, by the handler. */
  teams: TeamRoster[];
  report: ReportInput;
  /** Players suspended at the kick-off: none of them may be marked present. */
  suspended?: SuspendedPlayer[];
};
type OnReport = {
  reportId: string;
  actorUserId: string;
  isAdmin: boolean;
  /** Both teams of the match, by the handler. */
  teams: TeamFacts[];
};
export type AcceptReport = { type: 'AcceptReport' } & OnReport;
export type RejectReport = { type: 'RejectReport' } & OnReport;
export type VerifyReport = { type: 'VerifyReport' } & OnReport;
export type DeleteReport = { type: 'DeleteReport' } & OnReport;
export type InsertResult = {
  type: 'InsertResult';
  matchId: string;
  reportId: string;
  actorUserId: string;
  isAdmin: boolean;
  now: string;
  seasonId: string;
  seasonStart: string;
  seasonEnd: string;
  pitchId: string;
  pitchAvailable: boolean;
  date: string | null;
  length: number;
  /** Team A and team B facts, null when a team does not exist. */
  home: TeamRoster | null;
  enemy: TeamRoster | null;
  report: ReportInput;
  /** Players suspended at the match's date: none of them may be marked present. */
  suspended?: SuspendedPlayer[];
};
/**
 * An admin corrects a verified result with a reason. `teams`: both teams' rosters, by the
 * handler (people in the verified sheet count as members too: a player may have left since).
 */
export type CorrectResult = {
  type: 'CorrectResult';
  reportId: string;
  actorUserId: string;
  isAdmin: boolean;
  reason: string;
  teams: TeamRoster[];
  report: ReportInput;
};
export type ReportCommand =
  | SubmitReport
  | AcceptReport
  | RejectReport
  | VerifyReport
  | DeleteReport
  | InsertResult
  | CorrectResult;
