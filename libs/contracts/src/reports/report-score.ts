import { WALKOVER_GOALS, WALKOVER_TYPE } from './report-rules';

export interface ReportGoal {
  /** The scorer; null for an own goal entered as a team count, or (admin) an unknown scorer. */
  userId: string | null;
  /** Own goal: recorded in the list of the team whose player scored it; counts for the other side. */
  isSuicide: boolean;
}

export interface ReportScoreInput {
  walkoverType: number;
  goalsTeamA: readonly ReportGoal[];
  goalsTeamB: readonly ReportGoal[];
}

/**
 * The score of a report, the one rule both sides use: a walkover is 10:0 (2) or 0:10 (3);
 * otherwise each team scores its own players' goals plus the other team's own goals.
 */
export function reportScore(input: ReportScoreInput): { teamA: number; teamB: number } {
  if (input.walkoverType === WALKOVER_TYPE.home) return { teamA: WALKOVER_GOALS, teamB: 0 };
  if (input.walkoverType === WALKOVER_TYPE.enemy) return { teamA: 0, teamB: WALKOVER_GOALS };
  const own = (goals: readonly ReportGoal[]) => goals.filter((g) => !g.isSuicide).length;
  const suicide = (goals: readonly ReportGoal[]) => goals.filter((g) => g.isSuicide).length;
  return {
    teamA: own(input.goalsTeamA) + suicide(input.goalsTeamB),
    teamB: own(input.goalsTeamB) + suicide(input.goalsTeamA),
  };
}

/** Own goals of a team entered as a count ('Bramki samobójcze drużyny', 'Ilość:'). */
export const ownGoalEntries = (count: number): ReportGoal[] =>
  Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({ userId: null, isSuicide: true }));

/** 'W' win, 'D' draw, 'L' loss for a team that scored `scored` and conceded `conceded`. */
export const resultLetter = (scored: number, conceded: number): 'W' | 'D' | 'L' =>
  scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';

/**
 * The admin's walkover warning before verifying (spec section 5): 'WALKOVERS TOO HIGH' when the
 * first team has more than one walkover in the season, or the second team has any.
 */
export const walkoverWarning = (teamAWalkovers: number, teamBWalkovers: number) =>
  teamAWalkovers > 1 || teamBWalkovers > 0;
