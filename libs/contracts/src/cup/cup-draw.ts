/**
 * The cup draw, method `liga-cup-draw/1`: a pure function of the seed and the entry list, so
 * anyone can re-run a recorded draw and get the same bracket (the server records the seed and
 * the method with the draw; the /cup page shows both).
 *
 * 1. The entries are sorted by team id (the order they were given in never matters).
 * 2. A pseudo-random source: the seed string hashed with cyrb128 (four 32-bit words) seeds the
 *    sfc32 generator; every random choice below takes its next number, in the order written.
 * 3. The sorted entries are shuffled (Fisher–Yates, from the last index down).
 * 4. The bracket has P slots, the smallest power of two ≥ N teams; P − N teams get a bye (they
 *    start in round 2): the teams of the highest leagues (lowest tier number), taken in the
 *    shuffled order within a tier. The byes are shuffled again (their places in the bracket).
 * 5. The P/2 first-round units are ties (N − P/2 of them, or P/2 when N = P) and byes, the ties
 *    spread evenly: unit i is a tie when ⌊(i+1)·R/U⌋ > ⌊i·R/U⌋. Round 2 pairs units 2k and 2k+1.
 * 6. Pairs are formed from the shuffled lists: the teams that play round 1 into R ties, and the
 *    bye teams that meet each other in round 2 (two byes side by side). With `separateTopTier`,
 *    a team of the top tier (the best tier entered) is paired with a team of another tier
 *    whenever one is left, then the others with each other, then top with top; without it,
 *    consecutive teams pair up. The pairs are shuffled, then laid into the units in order.
 * 7. Every later round pairs the previous round's ties 2k and 2k+1 (A from 2k, B from 2k+1).
 */

export const CUP_DRAW_METHOD = 'liga-cup-draw/1';

export interface CupDrawEntry {
  teamId: string;
  /** The league's level: 1 for Liga 1 (the highest), 7 for Liga 7A. */
  tier: number;
}

export interface CupDrawOptions {
  separateTopTier: boolean;
}

/** One tie of a drawn round; a side is a team known at the draw, or the winner of a tie of the round before. */
export interface DrawnTie {
  index: number;
  teamA: string | null;
  teamB: string | null;
  /** Index, in the previous round, of the tie whose winner takes side A (B); null when known. */
  sourceA: number | null;
  sourceB: number | null;
}

export interface DrawnBracket {
  method: typeof CUP_DRAW_METHOD;
  seed: string;
  /** P: slots of the full bracket (a power of two). */
  size: number;
  /** Teams starting in round 2. */
  byes: string[];
  /** Round 1 first; the last round is the final (one tie). */
  rounds: DrawnTie[][];
}

/** cyrb128: a string's 128-bit hash as four 32-bit words (public domain, bryc). */
export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): numbers in [0, 1). */
export function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `count` pairs from `teams` (step 6); the teams left over, in order. */
function pairUp(
  teams: readonly CupDrawEntry[],
  count: number,
  topTier: number | null,
): { pairs: Array<[string, string]>; rest: CupDrawEntry[] } {
  const pairs: Array<[string, string]> = [];
  if (topTier === null) {
    for (let i = 0; i < count; i++) pairs.push([teams[2 * i].teamId, teams[2 * i + 1].teamId]);
    return { pairs, rest: teams.slice(2 * count) };
  }
  const top = teams.filter((t) => t.tier === topTier);
  const other = teams.filter((t) => t.tier !== topTier);
  while (pairs.length < count && top.length > 0 && other.length > 0) {
    pairs.push([top.shift()!.teamId, other.shift()!.teamId]);
  }
  for (const pool of [other, top]) {
    while (pairs.length < count && pool.length >= 2) {
      pairs.push([pool.shift()!.teamId, pool.shift()!.teamId]);
    }
  }
  return { pairs, rest: [...top, ...other] };
}

/** The number of rounds a field of `teams` needs (2 → 1, 3..4 → 2, 5..8 → 3 …). */
export const cupRoundsFor = (teams: number) =>
  Math.max(1, Math.ceil(Math.log2(Math.max(2, teams))));

/** Draws the bracket (steps 1–7 above). Needs at least two entries with distinct team ids. */
export function drawCup(
  seed: string,
  entries: readonly CupDrawEntry[],
  options: CupDrawOptions,
): DrawnBracket {
  if (entries.length < 2) throw new Error('a draw needs at least two teams');
  const random = sfc32(cyrb128(seed));
  const sorted = [...entries].sort((a, b) =>
    a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0,
  );
  const order = shuffle(sorted, random);
  const n = order.length;
  const size = 2 ** cupRoundsFor(n);
  const units = size / 2;
  const tieCount = n === size ? units : n - units;
  const byeCount = size - n;
  const byTier = order.map((e, i) => ({ e, i })).sort((a, b) => a.e.tier - b.e.tier || a.i - b.i);
  const byeIds = new Set(byTier.slice(0, byeCount).map((x) => x.e.teamId));
  const byeTeams = shuffle(
    order.filter((e) => byeIds.has(e.teamId)),
    random,
  );
  const players = order.filter((e) => !byeIds.has(e.teamId));
  const topTier = options.separateTopTier ? Math.min(...entries.map((e) => e.tier)) : null;

  const isTie = (i: number) =>
    Math.floor(((i + 1) * tieCount) / units) > Math.floor((i * tieCount) / units);
  const kinds = Array.from({ length: units }, (_, i) => (isTie(i) ? 'tie' : 'bye'));
  const doubleByes = Array.from({ length: units / 2 }, (_, k) => k).filter(
    (k) => kinds[2 * k] === 'bye' && kinds[2 * k + 1] === 'bye',
  );

  const ties = shuffle(pairUp(players, tieCount, topTier).pairs, random);
  const byePairs = pairUp(byeTeams, doubleByes.length, topTier);
  const byeCouples = shuffle(byePairs.pairs, random);
  const singles = byePairs.rest.map((e) => e.teamId);

  // units: a round-1 tie index, or a team with a bye
  const unitOf: Array<{ tie: number } | { team: string }> = new Array(units);
  let tieIndex = 0;
  for (let i = 0; i < units; i++) if (kinds[i] === 'tie') unitOf[i] = { tie: tieIndex++ };
  doubleByes.forEach((k, j) => {
    unitOf[2 * k] = { team: byeCouples[j][0] };
    unitOf[2 * k + 1] = { team: byeCouples[j][1] };
  });
  let single = 0;
  for (let i = 0; i < units; i++) if (!unitOf[i]) unitOf[i] = { team: singles[single++] };

  const first: DrawnTie[] = ties.map(([a, b], index) => ({
    index,
    teamA: a,
    teamB: b,
    sourceA: null,
    sourceB: null,
  }));
  const rounds: DrawnTie[][] = [first];
  if (units > 1) {
    const side = (u: { tie: number } | { team: string }) =>
      'team' in u ? { team: u.team, source: null } : { team: null, source: u.tie };
    rounds.push(
      Array.from({ length: units / 2 }, (_, k) => {
        const a = side(unitOf[2 * k]);
        const b = side(unitOf[2 * k + 1]);
        return { index: k, teamA: a.team, teamB: b.team, sourceA: a.source, sourceB: b.source };
      }),
    );
  }
  while (rounds[rounds.length - 1].length > 1) {
    const previous = rounds[rounds.length - 1];
    rounds.push(
      Array.from({ length: previous.length / 2 }, (_, k) => ({
        index: k,
        teamA: null,
        teamB: null,
        sourceA: 2 * k,
        sourceB: 2 * k + 1,
      })),
    );
  }
  return { method: CUP_DRAW_METHOD, seed, size, byes: byeTeams.map((e) => e.teamId), rounds };
}
