import { CHALLENGE_LIMITS, MATCH_TYPE, REPORT_STATUS } from '@liga/contracts';
import { assertNever, type Decider } from '../../../platform/event-store/decider';
import type { TeamFacts } from '../../teams/domain/team-facts';
import type {
  MatchEvent,
  MatchReportSubmitted,
  MatchResultCorrected,
  ReportEvent,
  ReportSheet,
} from '../../matches/domain/match.events';
import {
  evolveMatch,
  initialMatchState,
  type MatchState,
  type OpenReport,
  sheetOf,
} from '../../matches/domain/match.state';
import type {
  AcceptReport,
  CorrectResult,
  DeleteReport,
  InsertResult,
  RejectReport,
  ReportCommand,
  ReportInput,
  SubmitReport,
  SuspendedPlayer,
  VerifyReport,
} from './report.commands';
import { checkDecider, checkSheets, deletedReport, placement, sheetFrom } from './report-sheets';
import { reportErrors } from './report.errors';

/**
 * The report's decisions on the match stream `match-{id}` (owned by the matches module: its
 * events and state come from there, one way). One function per command.
 */
export const reportDecider: Decider<MatchState, ReportCommand, MatchEvent> = {
  initialState: initialMatchState,
  evolve: evolveMatch,
  decide: (command, state) => {
    switch (command.type) {
      case 'SubmitReport':
        return submit(command, state);
      case 'AcceptReport':
      case 'RejectReport':
        return acceptOrReject(command, state);
      case 'VerifyReport':
        return verify(command, state);
      case 'DeleteReport':
        return remove(command, state);
      case 'InsertResult':
        return insert(command, state);
      case 'CorrectResult':
        return correct(command, state);
      default:
        return assertNever(command);
    }
  },
};

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
  checkSuspensions(report, command.suspended);
  const sheet = sheetFrom(command.reportId, report);
  checkDecider(sheet, state.match.matchType);
  const data: MatchReportSubmitted['data'] = {
    matchId: state.match.matchId,
    ...sheet,
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

function acceptOrReject(command: AcceptReport | RejectReport, state: MatchState): ReportEvent[] {
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

/** The match of an admin's decision on a report (403 for anyone else). */
function adminMatch(command: VerifyReport | DeleteReport, state: MatchState) {
  if (!command.isAdmin) throw reportErrors.notAdmin();
  if (state.phase === 'none') throw reportErrors.reportNotFound();
  return state;
}

function verify(command: VerifyReport, given: MatchState): ReportEvent[] {
  const state = adminMatch(command, given);
  const { matchId } = state.match;
  const report = openReport(state, command.reportId);
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
    verifiedBy: command.actorUserId,
    ...(state.match.cup ? { matchType: state.match.matchType, cup: state.match.cup } : {}),
  };
  return [{ type: 'MatchReportVerified', data }];
}

function remove(command: DeleteReport, given: MatchState): ReportEvent[] {
  const state = adminMatch(command, given);
  const { matchId } = state.match;
  const { reportId, actorUserId: by } = command;
  if (state.phase === 'finished') {
    if (state.report.reportId !== reportId) throw reportErrors.reportNotFound();
    if (state.match.cup) throw reportErrors.cupResultFinal();
    return [{ type: 'MatchReportDeleted', data: deletedReport(matchId, by, state.report, true) }];
  }
  const report = openReport(state, reportId);
  const at = placement(state.match.seasonId, null, null, state.match.date);
  const data = deletedReport(matchId, by, { ...report, ...at }, false);
  return [{ type: 'MatchReportDeleted', data }];
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
  checkSuspensions(report, command.suspended);
  const sheet = sheetFrom(command.reportId, report);
  checkDecider(sheet, MATCH_TYPE.league);
  const data = {
    matchId: command.matchId,
    ...sheet,
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

/** JSON with object keys sorted (a stored event's keys come back in jsonb's order). */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** Two sheets say the same (score, walkover, people, goals, ratings). */
const sameSheet = (a: ReportSheet, b: ReportSheet) =>
  canonical(sheetOf(a)) === canonical(sheetOf(b));

function correct(command: CorrectResult, state: MatchState): ReportEvent[] {
  if (!command.isAdmin) throw reportErrors.notAdmin();
  if (state.phase === 'none') throw reportErrors.reportNotFound();
  if (state.phase !== 'finished') {
    if (state.phase === 'accepted' && state.report?.reportId === command.reportId) {
      throw reportErrors.notVerified();
    }
    throw reportErrors.reportNotFound();
  }
  const verified = state.report;
  if (verified.reportId !== command.reportId) throw reportErrors.reportNotFound();
  if (state.match.cup) throw reportErrors.cupResultFinal();
  const { report } = command;
  if (report.teamAId !== verified.homeTeamId || report.teamBId !== verified.enemyTeamId) {
    throw reportErrors.teamsNotOfMatch();
  }
  const roster = (i: 0 | 1) => {
    const team = command.teams.find((t) => t.teamId === verified.teams[i].teamId);
    const before = verified.teams[i].attendances;
    return team ? { ...team, members: [...new Set([...team.members, ...before])] } : null;
  };
  const home = roster(0);
  if (!home) throw reportErrors.teamsNotOfMatch();
  checkSheets(report, [home, roster(1)], true);
  const sheet = sheetFrom(verified.reportId, report);
  checkDecider(sheet, state.match.matchType);
  if (sameSheet(sheet, verified)) throw reportErrors.correctionUnchanged();
  const data: MatchResultCorrected['data'] = {
    matchId: state.match.matchId,
    ...sheet,
    seasonId: verified.seasonId,
    leagueId: verified.leagueId,
    homeLeagueId: verified.homeLeagueId,
    enemyLeagueId: verified.enemyLeagueId,
    matchDate: verified.matchDate,
    correctedBy: command.actorUserId,
    reason: command.reason,
    before: sheetOf(verified),
  };
  return [{ type: 'MatchResultCorrected', data }];
}

/** A suspended player marked present: refused, naming the player and the suspension. */
function checkSuspensions(report: ReportInput, suspended: SuspendedPlayer[] = []): void {
  const present = new Set(report.teams.flatMap((t) => t.attendances));
  const banned = suspended.find((s) => present.has(s.userId));
  if (banned) throw reportErrors.playerSuspended(banned.name, banned.suspension);
}
