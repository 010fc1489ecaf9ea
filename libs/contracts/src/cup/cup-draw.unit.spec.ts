import { cupRoundsFor, type CupDrawEntry, drawCup } from './cup-draw';

/** A field of `n` teams spread over tiers 1..4 (ids sortable, tier by position). */
const field = (n: number, tiers = [1, 1, 2, 2, 2, 3, 3, 4]): CupDrawEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    teamId: `team-${String(i).padStart(2, '0')}`,
    tier: tiers[i % tiers.length],
  }));

const firstMatchOpponents = (bracket: ReturnType<typeof drawCup>) => {
  const pairs: Array<[string, string]> = [];
  for (const tie of bracket.rounds[0]) pairs.push([tie.teamA!, tie.teamB!]);
  if (bracket.rounds[1]) {
    for (const tie of bracket.rounds[1])
      if (tie.teamA && tie.teamB) pairs.push([tie.teamA, tie.teamB]);
  }
  return pairs;
};

describe('drawCup (liga-cup-draw/1)', () => {
  for (let n = 5; n <= 40; n++) {
    it(`draws ${n} teams: reproducible, every team once, byes to the highest leagues`, () => {
      const entries = field(n);
      const a = drawCup('5eed-' + n, entries, { separateTopTier: false });
      const again = drawCup('5eed-' + n, [...entries].reverse(), { separateTopTier: false });
      expect(again).toEqual(a);

      const size = 2 ** Math.ceil(Math.log2(n));
      expect(a.size).toBe(size);
      expect(a.rounds).toHaveLength(cupRoundsFor(n));
      expect(a.rounds[a.rounds.length - 1]).toHaveLength(1);
      expect(a.byes).toHaveLength(size - n);

      const placed = [
        ...a.rounds[0].flatMap((t) => [t.teamA, t.teamB]),
        ...(a.rounds[1] ?? []).flatMap((t) => [t.teamA, t.teamB]),
      ].filter((t): t is string => t !== null);
      expect([...placed].sort()).toEqual(entries.map((e) => e.teamId).sort());
      expect(new Set(a.byes)).toEqual(
        new Set((a.rounds[1] ?? []).flatMap((t) => [t.teamA, t.teamB]).filter(Boolean)),
      );

      const tier = new Map(entries.map((e) => [e.teamId, e.tier]));
      const worstBye = Math.max(...a.byes.map((t) => tier.get(t)!), 0);
      const bestPlayer = Math.min(
        ...a.rounds[0].flatMap((t) => [tier.get(t.teamA!)!, tier.get(t.teamB!)!]),
      );
      if (a.byes.length > 0) expect(worstBye).toBeLessThanOrEqual(bestPlayer);

      // every later side is fed by exactly one tie of the round before
      for (let r = 1; r < a.rounds.length; r++) {
        const sources = a.rounds[r]
          .flatMap((t) => [t.sourceA, t.sourceB])
          .filter((s) => s !== null);
        expect([...sources].sort((x, y) => x! - y!)).toEqual(a.rounds[r - 1].map((t) => t.index));
      }
    });

    it(`keeps top-tier teams apart in their first match when it can (${n} teams)`, () => {
      const entries = field(n);
      const top = new Set(entries.filter((e) => e.tier === 1).map((e) => e.teamId));
      for (const seed of ['a', 'b', 'c']) {
        const bracket = drawCup(seed, entries, { separateTopTier: true });
        const clashes = firstMatchOpponents(bracket).filter(([x, y]) => top.has(x) && top.has(y));
        expect(clashes).toEqual([]);
      }
    });
  }

  it('gives another bracket for another seed', () => {
    const entries = field(16);
    const one = drawCup('seed-one', entries, { separateTopTier: false });
    const two = drawCup('seed-two', entries, { separateTopTier: false });
    expect(one.rounds[0]).not.toEqual(two.rounds[0]);
  });

  it('is a pure function of seed and entries: a recorded draw re-runs identically', () => {
    const entries = field(13);
    expect(drawCup('0123456789abcdef', entries, { separateTopTier: true })).toMatchSnapshot();
  });

  it('handles the smallest fields', () => {
    expect(drawCup('x', field(2), { separateTopTier: true }).rounds).toHaveLength(1);
    const three = drawCup('x', field(3), { separateTopTier: true });
    expect(three.rounds.map((r) => r.length)).toEqual([1, 1]);
    expect(three.byes).toHaveLength(1);
    expect(() => drawCup('x', field(1), { separateTopTier: true })).toThrow();
  });
});
