import { type MatchReportPayloadInput, WALKOVER_TYPE } from '@liga/contracts';
import type { Random } from './random';

/** A squad member as a report needs it. */
export interface SquadMember {
  userId: string;
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
  position: number;
}

export interface ReportSide {
  teamId: string;
  squad: readonly SquadMember[];
  /** Relative strength (around 1). */
  strength: number;
}

const SCORING_WEIGHT: Record<number, number> = { 1: 0.05, 2: 1.2, 3: 2.6, 4: 4.2 };

/**
 * A captain's report as the report popup sends it: the players present (six to ten of each
 * squad), goals only by present players (a few own goals entered as the team's count), MVP
 * points 5/3/1 for the best of each side, ratings for the keepers. `home` is the filing
 * captain's team. A walkover carries no details (the home team wins it 10:0).
 */
export function reportPayload(
  matchId: string,
  home: ReportSide,
  enemy: ReportSide,
  walkover: boolean,
  random: Random,
): MatchReportPayloadInput {
  if (walkover) {
    return {
      adminInsert: false,
      matchId,
      teamAId: home.teamId,
      teamBId: enemy.teamId,
      walkoverType: WALKOVER_TYPE.home,
    };
  }
  const present = [home, enemy].map((side) => lineUp(side, random));
  const expected = (a: ReportSide, b: ReportSide) =>
    Math.min(8, Math.max(0.6, 3.3 * Math.pow(a.strength / b.strength, 0.9)));
  const scored = [random.poisson(expected(home, enemy)), random.poisson(expected(enemy, home))];
  // goals[i]: what team i's list holds — its own players' goals and the own goals its players
  // gave away (counted for the other side)
  const lists: Array<Array<{ userId: string | null; isSuicide: boolean }>> = [[], []];
  for (let side = 0; side < 2; side++) {
    for (let g = 0; g < scored[side]; g++) {
      if (random.chance(0.04)) {
        lists[1 - side].push({ userId: null, isSuicide: true });
      } else {
        const scorer = random.weighted(
          present[side].map((m) => [m.userId, SCORING_WEIGHT[m.position] ?? 1] as const),
        );
        lists[side].push({ userId: scorer, isSuicide: false });
      }
    }
  }
  const winner = scored[0] === scored[1] ? -1 : scored[0] > scored[1] ? 0 : 1;
  const mvp = present.map((squad, side) => mvpRates(squad, lists[side], side === winner, random));
  const keepers = present.map((squad, side) => keeperRates(squad, scored[1 - side], random));
  return {
    adminInsert: false,
    matchId,
    teamAId: home.teamId,
    teamBId: enemy.teamId,
    walkoverType: WALKOVER_TYPE.normal,
    attendancesTeamA: present[0].map((m) => ({ userId: m.userId, attendance: 1 as const })),
    attendancesTeamB: present[1].map((m) => ({ userId: m.userId, attendance: 1 as const })),
    goalsTeamA: lists[0],
    goalsTeamB: lists[1],
    userRatesTeamA: mvp[0],
    userRatesTeamB: mvp[1],
    goalKeeperRatesTeamA: keepers[0],
    goalKeeperRatesTeamB: keepers[1],
  };
}

/** Six to ten players of the squad; a keeper whenever the squad has one. */
function lineUp(side: ReportSide, random: Random): SquadMember[] {
  const squad = random.shuffle(side.squad);
  const size = Math.min(squad.length, random.int(6, 10));
  const keeper = squad.find((m) => m.position === 1);
  const others = squad.filter((m) => m !== keeper);
  const chosen = keeper ? [keeper, ...others.slice(0, size - 1)] : others.slice(0, size);
  return chosen;
}

function mvpRates(
  squad: SquadMember[],
  goals: ReadonlyArray<{ userId: string | null }>,
  won: boolean,
  random: Random,
): Array<{ userId: string; rate: number }> {
  const goalsOf = (id: string) => goals.filter((g) => g.userId === id).length;
  const ranked = [...squad]
    .map((m) => ({ m, score: goalsOf(m.userId) * 2 + random.next() * 2.5 }))
    .sort((a, b) => b.score - a.score);
  const steps = won ? [5, 3, 1] : random.chance(0.5) ? [3, 1] : [1];
  return steps
    .map((rate, i) => ({ userId: ranked[i].m.userId, rate }))
    .filter((_, i) => i < ranked.length);
}

function keeperRates(
  squad: SquadMember[],
  conceded: number,
  random: Random,
): Array<{ userId: string; rate: number }> {
  const keeper = squad.find((m) => m.position === 1);
  if (!keeper) return [];
  const rate = Math.max(
    1,
    Math.min(10, Math.round(8.5 - conceded * 0.7 + (random.next() - 0.5) * 3)),
  );
  return [{ userId: keeper.userId, rate }];
}
