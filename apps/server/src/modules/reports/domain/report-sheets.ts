import { MATCH_TYPE, reportScore } from '@liga/contracts';
import type { TeamRoster } from '../../teams/domain/team-facts';
import type {
  MatchReportDeleted,
  ReportSheet,
  ResultPlacement,
} from '../../matches/domain/match.events';
import type { ReportInput } from './report.commands';
import { reportErrors } from './report.errors';

/** Where a result counts: the season and each team's league; `leagueId` when they share one. */
export function placement(
  seasonId: string,
  homeLeagueId: string | null,
  enemyLeagueId: string | null,
  matchDate: string,
): ResultPlacement {
  const leagueId = homeLeagueId && homeLeagueId === enemyLeagueId ? homeLeagueId : null;
  return { seasonId, leagueId, homeLeagueId, enemyLeagueId, matchDate };
}

export function sheetFrom(reportId: string, report: ReportInput): ReportSheet {
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
    ...(report.penalties ? { penalties: report.penalties } : {}),
  };
}

/**
 * A cup match cannot end level: a level score needs the penalty shoot-out (which must have a
 * winner), a decisive one must not carry it; a league match never does.
 */
export function checkDecider(sheet: ReportSheet, matchType: number): void {
  const { penalties } = sheet;
  if (matchType !== MATCH_TYPE.cup) {
    if (penalties) throw reportErrors.deciderNotCup();
    return;
  }
  const level = sheet.homeGoals === sheet.enemyGoals;
  if (level && !penalties) throw reportErrors.cupDeciderRequired();
  if (!level && penalties) throw reportErrors.cupDeciderNotLevel();
  if (penalties && penalties.home === penalties.enemy) throw reportErrors.cupDeciderLevel();
}

/**
 * The rules on people: only members of a team appear in its sheet, goals and ratings only for
 * players marked present, captains name every scorer (an own goal entered as a count has none).
 */
export function checkSheets(
  report: ReportInput,
  facts: [TeamRoster, TeamRoster | null],
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

/** The payload of MatchReportDeleted for a report (verified or still open). */
export function deletedReport(
  matchId: string,
  deletedBy: string,
  report: ReportSheet & ResultPlacement,
  verified: boolean,
): MatchReportDeleted['data'] {
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
