import { CHALLENGE_LIMITS, MATCH_TYPE, REPORT_STATUS, reportScore } from '@liga/contracts';
import { assertNever } from '../../../platform/event-store/decider';
import type { Challenge, MatchState, TeamFacts } from '../../matches/domain/match.decider';
import { reportErrors } from './report.errors';
import type {
  MatchReportSubmitted,
  ReportEvent,
  ReportSheet,
  ResultPlacement,
  TeamSheet,
} from './report.events';

/** A filed report still open: waiting for the opposing captain (1) or for an admin (3). */
export interface OpenReport extends ReportSheet {
  status: typeof REPORT_STATUS.waitingForReceiver | typeof REPORT_STATUS.toVerify;
  submittedByTeamId: string | null;
}
/** The verified report of a finished match. */
export interface VerifiedReport extends ReportSheet, ResultPlacement {
  status: typeof REPORT_STATUS.verified;
}

/** A team as a report decision sees it: its captain, league and current members. */
export interface ReportTeamFacts extends TeamFacts {
  members: string[];
}

/** The report part of a submission or an admin's entry (team A = home, team B = enemy). */
export interface ReportInput {
  teamAId: string;
  teamBId: string;
  walkoverType: number;
  /** [team A, team B]; `teamId`s equal teamAId/teamBId. */
  teams: [TeamSheet, TeamSheet];
}

export type SubmitReport = {
  type: 'SubmitReport';
  reportId: string;
  actorUserId: string;
  /** When the call was made (ISO instant): the report may be filed once the match started. */
  now: string;
  /** Both teams of the match, by the handler. */
  teams: ReportTeamFacts[];
  report: ReportInput;
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
  home: ReportTeamFacts | null;
  enemy: ReportTeamFacts | null;
  report: ReportInput;
};
export type ReportCommand =
  SubmitReport | AcceptReport | RejectReport | VerifyReport | DeleteReport | InsertResult;

export const REPORT_COMMAND_TYPES: ReadonlyArray<ReportCommand['type']> = [
  'SubmitReport',
  'AcceptReport',
  'RejectReport',
  'VerifyReport',
  'DeleteReport',
  'InsertResult',
];

// ---------------------------------------------------------------- evolve

const sheetOf = (d: ReportSheet): ReportSheet => ({
  reportId: d.reportId,
  walkoverType: d.walkoverType,
  homeTeamId: d.homeTeamId,
  enemyTeamId: d.enemyTeamId,
  teams: d.teams,
  homeGoals: d.homeGoals,
  enemyGoals: d.enemyGoals,
});
const placementOf = (d: ResultPlacement): ResultPlacement => ({
  seasonId: d.seasonId,
  leagueId: d.leagueId,
  homeLeagueId: d.homeLeagueId,
  enemyLeagueId: d.enemyLeagueId,
  matchDate: d.matchDate,
});

/** Folds a report fact into the match's state (the match decider delegates here). */
export function evolveReport(state: MatchState, event: ReportEvent): MatchState {
  switch (event.type) {
    case 'MatchReportSubmitted': {
      if (state.phase !== 'accepted') return state;
      const report: OpenReport = {
        ...sheetOf(event.data),
        status: REPORT_STATUS.waitingForReceiver,
        submittedByTeamId: event.data.submittedByTeamId,
      };
      return { ...state, report };
    }
    case 'MatchReportAccepted':
      if (state.phase !== 'accepted' || !state.report) return state;
      return { ...state, report: { ...state.report, status: REPORT_STATUS.toVerify } };
    case 'MatchReportRejected':
      return state.phase === 'accepted' ? { ...state, report: undefined } : state;
    case 'MatchReportVerified':
      if (state.phase !== 'accepted') return state;
      return {
        phase: 'finished',
        match: state.match,
        report: { ...sheetOf(event.data), ...placementOf(event.data), status: 4 },
      };
    case 'MatchReportDeleted':
      if (state.phase === 'finished') return { phase: 'removed', match: state.match };
      return state.phase === 'accepted' ? { ...state, report: undefined } : state;
    case 'MatchResultInsertedByAdmin':
      return {
        phase: 'finished',
        match: insertedMatch(event.data),
        report: { ...sheetOf(event.data), ...placementOf(event.data), status: 4 },
      };
    default:
      return assertNever(event);
  }
}

function insertedMatch(d: Extract<ReportEvent, { type: 'MatchResultInsertedByAdmin' }>['data']) {
  const match: Challenge = {
    matchId: d.matchId,
    seasonId: d.seasonId,
    senderTeamId: d.homeTeamId,
    receiverTeamId: d.enemyTeamId,
    leagueId: d.leagueId,
    senderLeagueId: d.homeLeagueId,
    receiverLeagueId: d.enemyLeagueId,
    pitchId: d.pitchId,
    date: d.matchDate,
    length: d.length,
    matchType: d.matchType,
    issuedBy: d.insertedBy,
  };
  return match;
}

// ---------------------------------------------------------------- decide

/** Decides a report command on the match's state (the match decider delegates here). */
export function decideReport(command: ReportCommand, state: MatchState): ReportEvent[] {
  switch (command.type) {
    case 'SubmitReport':
      return submit(command, state);
    case 'AcceptReport':
    case 'RejectReport':
      return byCaptain(command, state);
    case 'VerifyReport':
    case 'DeleteReport':
      return byAdmin(command, state);
    case 'InsertResult':
      return insert(command, state);
    default:
      return assertNever(command);
  }
}

/** The match's two teams as the caller sees them: their own team and the other one. */
function captainSides<T extends TeamFacts>(
  state: Exclude<MatchState, { phase: 'none' }>,
  facts: T[],
  userId: string,
) {
  const ids = [state.match.senderTeamId, state.match.receiverTeamId];
  const own = facts.find((t) => ids.includes(t.teamId) && t.active && t.captainId === userId);
  if (!own) return null;
  const otherId = ids.find((id) => id !== own.teamId)!;
  return { own, otherId };
}

function submit(command: SubmitReport, state: MatchState): ReportEvent[] {
  if (state.phase === 'none') throw reportErrors.matchNotFound();
  const sides = captainSides(state, command.teams, command.actorUserId);
  if (!sides) throw reportErrors.notMatchCaptain();
  if (state.phase === 'removed') throw reportErrors.matchRemoved();
  if (state.phase === 'finished') throw reportErrors.reportExists();
  if (state.phase !== 'accepted') throw reportErrors.matchNotAccepted();
  if (state.report) throw reportErrors.reportExists();
  const { report } = command;
  if (report.teamAId !== sides.own.teamId || report.teamBId !== sides.otherId) {
    throw reportErrors.homeNotOwnTeam();
  }
  if (new Date(command.now).getTime() < new Date(state.match.date).getTime()) {
    throw reportErrors.tooEarly();
  }
  const enemy = command.teams.find((t) => t.teamId === sides.otherId);
  checkSheets(report, [sides.own, enemy ?? null], false);
  const data: MatchReportSubmitted['data'] = {
    matchId: state.match.matchId,
    ...sheetFrom(command.reportId, report),
    ...placement(
      state.match.seasonId,
      sides.own.leagueId,
      enemy?.leagueId ?? null,
      state.match.date,
    ),
    submittedBy: command.actorUserId,
    submittedByTeamId: sides.own.teamId,
  };
  return [{ type: 'MatchReportSubmitted', data }];
}

/** The open report the command names (404 when the match has no such report). */
function openReport(state: MatchState, reportId: string): OpenReport {
  if (state.phase === 'finished' && state.report.reportId === reportId) {
    throw reportErrors.alreadyVerified();
  }
  if (state.phase !== 'accepted' || !state.report || state.report.reportId !== reportId) {
    throw reportErrors.reportNotFound();
  }
  return state.report;
}

function byCaptain(command: AcceptReport | RejectReport, state: MatchState): ReportEvent[] {
  if (state.phase === 'none') throw reportErrors.reportNotFound();
  const sides = captainSides(state, command.teams, command.actorUserId);
  if (!sides) throw reportErrors.notMatchCaptain();
  const report = openReport(state, command.reportId);
  if (report.status !== REPORT_STATUS.waitingForReceiver) throw reportErrors.alreadyAccepted();
  const { matchId } = state.match;
  const { reportId, actorUserId: by } = command;
  const bySubmitter = sides.own.teamId === report.submittedByTeamId;
  if (command.type === 'AcceptReport') {
    if (bySubmitter) throw reportErrors.notOpposingCaptain();
    return [
      {
        type: 'MatchReportAccepted',
        data: { matchId, reportId, acceptedBy: by, acceptedByTeamId: sides.own.teamId },
      },
    ];
  }
  return [
    {
      type: 'MatchReportRejected',
      data: {
        matchId,
        reportId,
        rejectedBy: by,
        rejectedByTeamId: sides.own.teamId,
        reason: bySubmitter ? 'withdrawn' : 'rejected',
      },
    },
  ];
}

function byAdmin(command: VerifyReport | DeleteReport, state: MatchState): ReportEvent[] {
  if (!command.isAdmin) throw reportErrors.notAdmin();
  if (state.phase === 'none') throw reportErrors.reportNotFound();
  const { matchId } = state.match;
  const { reportId, actorUserId: by } = command;
  if (command.type === 'DeleteReport' && state.phase === 'finished') {
    if (state.report.reportId !== reportId) throw reportErrors.reportNotFound();
    return [{ type: 'MatchReportDeleted', data: deleted(matchId, by, state.report, true) }];
  }
  const report = openReport(state, reportId);
  if (command.type === 'DeleteReport') {
    const at = placement(state.match.seasonId, null, null, state.match.date);
    const data = deleted(matchId, by, { ...report, ...at }, false);
    return [{ type: 'MatchReportDeleted', data }];
  }
  const home = command.teams.find((t) => t.teamId === report.homeTeamId);
  const enemy = command.teams.find((t) => t.teamId === report.enemyTeamId);
  const data = {
    matchId,
    ...sheetOf(report),
    ...placement(
      state.match.seasonId,
      home?.leagueId ?? null,
      enemy?.leagueId ?? null,
      state.match.date,
    ),
    verifiedBy: by,
  };
  return [{ type: 'MatchReportVerified', data }];
}

function deleted(
  matchId: string,
  deletedBy: string,
  report: ReportSheet & ResultPlacement,
  verified: boolean,
): Extract<ReportEvent, { type: 'MatchReportDeleted' }>['data'] {
  return {
    matchId,
    reportId: report.reportId,
    deletedBy,
    wasVerified: verified,
    matchRemoved: verified,
    seasonId: report.seasonId,
    homeLeagueId: report.homeLeagueId,
    enemyLeagueId: report.enemyLeagueId,
    homeTeamId: report.homeTeamId,
    enemyTeamId: report.enemyTeamId,
  };
}

function insert(command: InsertResult, state: MatchState): ReportEvent[] {
  if (!command.isAdmin) throw reportErrors.notAdmin();
  if (state.phase !== 'none') throw reportErrors.matchExists();
  const { home, enemy, report } = command;
  if (report.teamAId === report.teamBId) throw reportErrors.sameTeams();
  if (!home?.active || !enemy?.active) throw reportErrors.teamNotFound();
  if (home.teamId !== report.teamAId || enemy.teamId !== report.teamBId) {
    throw reportErrors.teamsNotOfMatch();
  }
  if (!home.leagueId || !enemy.leagueId) throw reportErrors.teamWithoutLeague();
  if (!command.pitchAvailable) throw reportErrors.pitchNotFound();
  const date = checkInsertDate(command);
  const { length } = command;
  if (
    !Number.isInteger(length) ||
    length <= CHALLENGE_LIMITS.lengthAbove ||
    length >= CHALLENGE_LIMITS.lengthBelow
  ) {
    throw reportErrors.lengthRange();
  }
  checkSheets(report, [home, enemy], true);
  const data = {
    matchId: command.matchId,
    ...sheetFrom(command.reportId, report),
    ...placement(command.seasonId, home.leagueId, enemy.leagueId, date),
    insertedBy: command.actorUserId,
    pitchId: command.pitchId,
    length,
    matchType: MATCH_TYPE.league,
  };
  return [{ type: 'MatchResultInsertedByAdmin', data }];
}

function checkInsertDate(command: InsertResult): string {
  if (!command.date) throw reportErrors.dateRequired();
  const date = new Date(command.date);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1970) {
    throw reportErrors.dateRequired();
  }
  if (date.getTime() > new Date(command.now).getTime()) throw reportErrors.dateInFuture();
  if (date < new Date(command.seasonStart) || date > new Date(command.seasonEnd)) {
    throw reportErrors.dateOutsideSeason();
  }
  return date.toISOString();
}

function placement(
  seasonId: string,
  homeLeagueId: string | null,
  enemyLeagueId: string | null,
  matchDate: string,
): ResultPlacement {
  const leagueId = homeLeagueId && homeLeagueId === enemyLeagueId ? homeLeagueId : null;
  return { seasonId, leagueId, homeLeagueId, enemyLeagueId, matchDate };
}

function sheetFrom(reportId: string, report: ReportInput): ReportSheet {
  const [a, b] = report.teams;
  const score = reportScore({
    walkoverType: report.walkoverType,
    goalsTeamA: a.goals,
    goalsTeamB: b.goals,
  });
  return {
    reportId,
    walkoverType: report.walkoverType,
    homeTeamId: report.teamAId,
    enemyTeamId: report.teamBId,
    teams: [a, b],
    homeGoals: score.teamA,
    enemyGoals: score.teamB,
  };
}

/**
 * The rules on people: only members of a team appear in its sheet, goals and ratings only for
 * players marked present, captains name every scorer (an own goal entered as a count has none).
 */
function checkSheets(
  report: ReportInput,
  facts: [ReportTeamFacts, ReportTeamFacts | null],
  adminInsert: boolean,
): void {
  report.teams.forEach((sheet, i) => {
    const side = i === 0 ? 'A' : 'B';
    const team = facts[i];
    if (!team || sheet.teamId !== team.teamId) throw reportErrors.teamsNotOfMatch();
    const members = new Set(team.members);
    if (sheet.attendances.some((id) => !members.has(id))) throw reportErrors.notMember(side);
    const present = new Set(sheet.attendances);
    for (const goal of sheet.goals) {
      if (goal.userId === null) {
        if (!goal.isSuicide && !adminInsert) throw reportErrors.scorerRequired(side);
      } else if (!present.has(goal.userId)) throw reportErrors.scorerAbsent(side);
    }
    if ([...sheet.mvp, ...sheet.keepers].some((r) => !present.has(r.userId))) {
      throw reportErrors.ratedAbsent(side);
    }
  });
}
