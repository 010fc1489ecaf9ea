import { type FormResult, isWalkover, resultLetter } from '@liga/contracts';
import type { TeamSheet, VerifiedResult } from '../../matches/domain/match.events';

/** Points for a win, a draw and a loss. */
export const POINTS: Record<FormResult, number> = { W: 3, D: 1, L: 0 };

export interface TeamResultRow {
  reportId: string;
  teamId: string;
  matchId: string;
  leagueId: string;
  seasonId: string;
  opponentId: string;
  playedAt: string;
  scored: number;
  conceded: number;
  result: FormResult;
  points: number;
  walkoverLost: boolean;
}

export interface PlayerResultRow {
  reportId: string;
  userId: string;
  teamId: string;
  matchId: string;
  leagueId: string | null;
  seasonId: string;
  playedAt: string;
  goals: number;
  ownGoals: number;
  mvp: number;
  keeperRate: number | null;
  won: boolean;
}

/**
 * The rows a verified result adds (pure): one per team that plays in a league, one per player
 * marked present. Only the event's data is used, so a replay yields the same rows.
 */
export function resultRows(d: VerifiedResult): {
  teams: TeamResultRow[];
  players: PlayerResultRow[];
} {
  const sides = [
    {
      sheet: d.teams[0],
      teamId: d.homeTeamId,
      leagueId: d.homeLeagueId,
      opponentId: d.enemyTeamId,
      scored: d.homeGoals,
      conceded: d.enemyGoals,
    },
    {
      sheet: d.teams[1],
      teamId: d.enemyTeamId,
      leagueId: d.enemyLeagueId,
      opponentId: d.homeTeamId,
      scored: d.enemyGoals,
      conceded: d.homeGoals,
    },
  ];
  const teams: TeamResultRow[] = [];
  const players: PlayerResultRow[] = [];
  for (const side of sides) {
    const result = resultLetter(side.scored, side.conceded);
    if (side.leagueId) {
      teams.push({
        reportId: d.reportId,
        teamId: side.teamId,
        matchId: d.matchId,
        leagueId: side.leagueId,
        seasonId: d.seasonId,
        opponentId: side.opponentId,
        playedAt: d.matchDate,
        scored: side.scored,
        conceded: side.conceded,
        result,
        points: POINTS[result],
        walkoverLost: isWalkover(d.walkoverType) && result === 'L',
      });
    }
    for (const row of playerRows(side.sheet)) {
      players.push({
        reportId: d.reportId,
        teamId: side.teamId,
        matchId: d.matchId,
        leagueId: side.leagueId,
        seasonId: d.seasonId,
        playedAt: d.matchDate,
        won: result === 'W',
        ...row,
      });
    }
  }
  return { teams, players };
}

function playerRows(sheet: TeamSheet) {
  return [...new Set(sheet.attendances)].map((userId) => {
    const mine = sheet.goals.filter((g) => g.userId === userId);
    const keeper = sheet.keepers.find((k) => k.userId === userId);
    return {
      userId,
      goals: mine.filter((g) => !g.isSuicide).length,
      ownGoals: mine.filter((g) => g.isSuicide).length,
      mvp: sheet.mvp.filter((m) => m.userId === userId).reduce((sum, m) => sum + m.rate, 0),
      keeperRate: keeper ? keeper.rate : null,
    };
  });
}
