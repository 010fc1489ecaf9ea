import { DEFAULT_TIE_BREAKS, type TieBreakRule } from '../leagues/tie-break-rules';
import { lotNumber, type RankInput, type RankResult, rankTable } from './rank-table';

/**
 * Every tie-break rule from hand-made fixtures: two (or three) teams level on everything that
 * comes before the rule, apart on the rule, and the other way round on what comes after it —
 * so only that rule can have decided. The expected order and why is written with each case.
 */

const team = (teamId: string, over: Partial<RankInput> = {}): RankInput => ({
  teamId,
  name: teamId,
  points: 10,
  played: 6,
  wins: 3,
  scored: 10,
  conceded: 10,
  walkoversLost: 0,
  fairPlay: 0,
  ...over,
});
const match = (home: string, homeGoals: number, enemyGoals: number, enemy: string): RankResult => ({
  homeTeamId: home,
  enemyTeamId: enemy,
  homeGoals,
  enemyGoals,
});

function ranked(
  teams: RankInput[],
  rules: readonly TieBreakRule[],
  results: RankResult[] = [],
  lotSeed?: string,
) {
  return rankTable(teams, { rules, results, lotSeed }).map((p) => [
    p.team.teamId,
    p.position,
    p.decidedBy,
  ]);
}

describe('rankTable: one rule at a time', () => {
  it('points: more points first, and the points are not a tie-break', () => {
    // B has the better goal difference, but A has more points.
    const teams = [team('B', { points: 7, scored: 20 }), team('A', { points: 10 })];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['A', 1, null],
      ['B', 2, null],
    ]);
  });

  it('headToHeadPoints: level on points, the winner of their match first', () => {
    // A beat B 1:0; B has the better goal difference (+5 vs 0) and would lead without it.
    const teams = [team('B', { scored: 15 }), team('A')];
    expect(ranked(teams, DEFAULT_TIE_BREAKS, [match('A', 1, 0, 'B')])).toEqual([
      ['A', 1, 'headToHeadPoints'],
      ['B', 2, null],
    ]);
  });

  it('headToHeadGoalDifference: one win each, A by the larger margin', () => {
    // A-B 3:0 and B-A 2:1: 3 points each in their matches; goal difference A +2, B -2.
    const teams = [team('B', { scored: 15 }), team('A')];
    const results = [match('A', 3, 0, 'B'), match('B', 2, 1, 'A')];
    expect(ranked(teams, DEFAULT_TIE_BREAKS, results)).toEqual([
      ['A', 1, 'headToHeadGoalDifference'],
      ['B', 2, null],
    ]);
  });

  it('headToHeadGoals: three teams that drew every match, most goals in those matches first', () => {
    // A-B 2:2, A-C 1:1, B-C 0:0: 2 points and goal difference 0 each; goals A 3, B 2, C 1.
    // Overall goals scored say the opposite (C 30, B 20, A 10).
    const teams = [
      team('C', { scored: 30, conceded: 30 }),
      team('B', { scored: 20, conceded: 20 }),
      team('A'),
    ];
    const results = [match('A', 2, 2, 'B'), match('A', 1, 1, 'C'), match('B', 0, 0, 'C')];
    expect(ranked(teams, DEFAULT_TIE_BREAKS, results)).toEqual([
      ['A', 1, 'headToHeadGoals'],
      ['B', 2, 'headToHeadGoals'],
      ['C', 3, null],
    ]);
  });

  it('goalDifference: level on points with no match between them, better difference first', () => {
    // A +5 (15:10), B +3 (18:15): B scored more, A has the better difference.
    const teams = [
      team('B', { scored: 18, conceded: 15 }),
      team('A', { scored: 15, conceded: 10 }),
    ];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['A', 1, 'goalDifference'],
      ['B', 2, null],
    ]);
  });

  it('goalsScored: same difference, more goals first', () => {
    // A 14:10, B 12:8 (both +4); B played fewer matches, which comes later.
    const teams = [
      team('B', { scored: 12, conceded: 8, played: 5 }),
      team('A', { scored: 14, conceded: 10 }),
    ];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['A', 1, 'goalsScored'],
      ['B', 2, null],
    ]);
  });

  it('wins: 9 points from three wins beat 9 points from two wins and three draws', () => {
    const teams = [
      team('B', { points: 9, wins: 2, played: 5 }),
      team('A', { points: 9, wins: 3, played: 6 }),
    ];
    expect(ranked(teams, ['points', 'wins', 'fewerMatches'])).toEqual([
      ['A', 1, 'wins'],
      ['B', 2, null],
    ]);
  });

  it('fewerWalkovers: the team that lost no walkover first', () => {
    const teams = [team('B', { walkoversLost: 1, wins: 5 }), team('A', { walkoversLost: 0 })];
    expect(ranked(teams, ['points', 'fewerWalkovers', 'wins'])).toEqual([
      ['A', 1, 'fewerWalkovers'],
      ['B', 2, null],
    ]);
  });

  it('fewerMatches: the same points from fewer matches first', () => {
    // A and B level on everything of the default order except the matches played.
    const teams = [team('B', { played: 7 }), team('A', { played: 6 })];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['A', 1, 'fewerMatches'],
      ['B', 2, null],
    ]);
  });

  it('fairPlay: fewer penalty points first', () => {
    const teams = [team('B', { fairPlay: 4, wins: 5 }), team('A', { fairPlay: 1 })];
    expect(ranked(teams, ['points', 'fairPlay', 'wins'])).toEqual([
      ['A', 1, 'fairPlay'],
      ['B', 2, null],
    ]);
  });

  it('lot: ordered by the recorded seed, the same every time', () => {
    // FNV-1a of 'seed-1:A' is smaller than of 'seed-1:B': A is drawn first. The values are
    // fixed by the documented hash, so the draw can be checked by anyone from the seed.
    expect(lotNumber('seed-1', 'A')).toBe(2839229423);
    expect(lotNumber('seed-1', 'B')).toBe(2856007042);
    const teams = [team('B'), team('A')];
    expect(ranked(teams, ['points', 'lot'], [], 'seed-1')).toEqual([
      ['A', 1, 'lot'],
      ['B', 2, null],
    ]);
    expect(ranked(teams, ['points', 'lot'], [], 'seed-1')).toEqual(
      ranked([...teams].reverse(), ['points', 'lot'], [], 'seed-1'),
    );
  });

  it('level on every rule: alphabetical (Polish), marked as not a sporting decision', () => {
    const teams = [team('id-2', { name: 'Żubry' }), team('id-1', { name: 'Łosie' })];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['id-1', 1, 'name'],
      ['id-2', 2, null],
    ]);
  });

  it('a withdrawn team is placed below every team still playing', () => {
    const teams = [team('W', { points: 30, withdrawn: true }), team('A', { points: 3 })];
    expect(ranked(teams, DEFAULT_TIE_BREAKS)).toEqual([
      ['A', 1, null],
      ['W', 2, null],
    ]);
  });
});

describe('rankTable: a three-team head-to-head circle', () => {
  /**
   * A, B and C each beat one of the others (a circle), and each also beat D:
   *   A-B 3:1, B-C 3:0, C-A 2:1;  A-D 1:0, B-D 3:0, C-D 10:0.
   * Overall: 6 points each; goal difference A +2 (5:3), B +4 (7:3), C +8 (12:4).
   * Mini-table of A, B, C (their three matches only):
   *   A: 3 pts, goals 3+1 = 4, conceded 1+2 = 3 → difference +1
   *   B: 3 pts, goals 1+3 = 4, conceded 3+0 = 3 → difference +1
   *   C: 3 pts, goals 0+2 = 2, conceded 3+1 = 4 → difference -2
   * Points level; difference puts C third; A and B are still level on points, difference and
   * goals, so the mini-table is made again of A and B only: A beat B 3:1 → A first.
   * Expected: A (over B by the re-applied head-to-head points), B (over C by head-to-head goal
   * difference), C, D. Without the re-application, the overall goal difference would put B
   * above A; by overall numbers alone the order would be C, B, A.
   */
  const results = [
    match('A', 3, 1, 'B'),
    match('B', 3, 0, 'C'),
    match('C', 2, 1, 'A'),
    match('A', 1, 0, 'D'),
    match('B', 3, 0, 'D'),
    match('C', 10, 0, 'D'),
  ];
  const teams = [
    team('D', { points: 0, played: 3, wins: 0, scored: 0, conceded: 14 }),
    team('C', { points: 6, played: 3, wins: 2, scored: 12, conceded: 4 }),
    team('B', { points: 6, played: 3, wins: 2, scored: 7, conceded: 3 }),
    team('A', { points: 6, played: 3, wins: 2, scored: 5, conceded: 3 }),
  ];

  it('orders A, B, C, D by the mini-table, re-applied to the two still level', () => {
    expect(ranked(teams, DEFAULT_TIE_BREAKS, results)).toEqual([
      ['A', 1, 'headToHeadPoints'],
      ['B', 2, 'headToHeadGoalDifference'],
      ['C', 3, null],
      ['D', 4, null],
    ]);
  });

  it('without head-to-head rules the overall numbers decide: C, B, A', () => {
    expect(ranked(teams, ['points', 'goalDifference', 'goalsScored'], results)).toEqual([
      ['C', 1, 'goalDifference'],
      ['B', 2, 'goalDifference'],
      ['A', 3, null],
      ['D', 4, null],
    ]);
  });

  it('matches against a team outside the level group do not count in the mini-table', () => {
    // D's matches are ignored: giving D a win over A changes nothing between A, B and C
    // (their points stay level because the totals are given as they are).
    const more = [...results, match('D', 5, 0, 'A')];
    expect(ranked(teams, DEFAULT_TIE_BREAKS, more).map(([id]) => id)).toEqual(['A', 'B', 'C', 'D']);
  });
});
