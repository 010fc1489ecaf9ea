import { proposePlacements, rankTier } from './season-proposal';
import type { PlannedLeague } from './season-structure';

const row = (teamId: string, position: number, played: number, points: number) => ({
  teamId,
  position,
  played,
  points,
});
const next: PlannedLeague[] = [
  { leagueId: 'n1', name: 'Liga 1', tier: 1, closed: false },
  { leagueId: 'n2', name: 'Liga 2', tier: 2, closed: false },
  { leagueId: 'n6A', name: 'Liga 6A', tier: 3, closed: false },
  { leagueId: 'n6B', name: 'Liga 6B', tier: 3, closed: false },
];
const ending = [
  {
    leagueId: 'o1',
    name: 'Liga 1',
    tier: 1,
    table: [row('a', 1, 4, 12), row('b', 2, 4, 6), row('c', 3, 4, 3)],
  },
  {
    leagueId: 'o2',
    name: 'Liga 2',
    tier: 2,
    table: [row('d', 1, 4, 10), row('e', 2, 4, 7), row('f', 3, 0, 0)],
  },
  { leagueId: 'o6A', name: 'Liga 6A', tier: 3, table: [row('g', 1, 2, 6), row('h', 2, 2, 1)] },
  { leagueId: 'o6B', name: 'Liga 6B', tier: 3, table: [row('i', 1, 4, 10), row('j', 2, 4, 4)] },
];
const numbers = [
  { upperTier: 1, up: 1, down: 1 },
  { upperTier: 2, up: 1, down: 1 },
];

describe('the proposal for the next season', () => {
  it('a parallel tier shares its places by position, then points per match', () => {
    expect(rankTier(ending.slice(2)).map((r) => r.teamId)).toEqual(['g', 'i', 'j', 'h']);
  });

  it('promotes the best of a tier, relegates the worst, keeps the rest in the league of the same name', () => {
    const plan = proposePlacements({ ending, waiting: ['w'], next, numbers, moves: {} });
    const where = Object.fromEntries(plan.map((p) => [p.teamId, [p.movement, p.toLeagueId]]));
    expect(where).toEqual({
      a: ['stayed', 'n1'],
      b: ['stayed', 'n1'],
      c: ['relegated', 'n2'],
      d: ['promoted', 'n1'],
      e: ['stayed', 'n2'],
      f: ['relegated', 'n6A'],
      g: ['promoted', 'n2'],
      h: ['stayed', 'n6A'],
      i: ['stayed', 'n6B'],
      j: ['stayed', 'n6B'],
    });
  });

  it('the admin moves a team by hand and places a waiting team; a closed league sends its stayers along its tier', () => {
    const closed = next.map((l) => (l.leagueId === 'n6B' ? { ...l, closed: true } : l));
    const plan = proposePlacements({
      ending,
      waiting: ['w', 'x'],
      next: closed,
      numbers,
      moves: {
        a: { toLeagueId: 'n2', reason: 'wycofanie' },
        w: { toLeagueId: 'n6A', reason: 'nowa' },
      },
    });
    const where = Object.fromEntries(
      plan.map((p) => [p.teamId, [p.movement, p.toLeagueId, p.reason]]),
    );
    expect(where.a).toEqual(['moved', 'n2', 'wycofanie']);
    expect(where.w).toEqual(['added', 'n6A', 'nowa']);
    expect(where.x).toBeUndefined();
    expect(where.i).toEqual(['stayed', 'n6A', null]);
  });
});
