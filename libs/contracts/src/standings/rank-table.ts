import { HEAD_TO_HEAD_RULES, type TieBreakRule } from '../leagues/tie-break-rules';

/**
 * THE ordering of a league table, one pure function for everyone who ranks one: the live table,
 * the table on a day, final positions and the season plan. docs/RULES.md explains it in words.
 */

/** One team's totals as the table counts them (only results that count; points adjusted). */
export interface RankInput {
  teamId: string;
  /** Used only when teams are level on every rule (alphabetical, Polish). */
  name: string;
  /** Points after deductions and bonuses. */
  points: number;
  played: number;
  wins: number;
  scored: number;
  conceded: number;
  walkoversLost: number;
  /** Fair play penalty points (fewer is better). */
  fairPlay: number;
  /** A team withdrawn from the league: placed below every team still playing. */
  withdrawn?: boolean;
}

/** One counted match between two teams of the table (for the head-to-head rules). */
export interface RankResult {
  homeTeamId: string;
  enemyTeamId: string;
  homeGoals: number;
  enemyGoals: number;
}

export interface RankOptions {
  rules: readonly TieBreakRule[];
  /** Every counted match of the league (others are ignored). */
  results: readonly RankResult[];
  /** The recorded seed of the draw by lot (rule `lot`); without one the rule separates nobody. */
  lotSeed?: string | null;
}

/**
 * A place in the ranked table. `decidedBy`: how this team was placed above the next one —
 * the rule that separated them, `'name'` when they are level on every rule (then the order is
 * alphabetical, not a sporting decision), null for the last row or when the first rule (the
 * points, not a tie-break) separated them.
 */
export interface RankedPlace<T extends RankInput> {
  team: T;
  position: number;
  decidedBy: TieBreakRule | 'name' | null;
}

const WIN = 3;
const DRAW = 1;

interface Mini {
  points: number;
  goalDifference: number;
  goals: number;
}

/** The mini-table of only `group`'s teams: their matches against each other. */
function miniTable(group: readonly RankInput[], results: readonly RankResult[]) {
  const ids = new Set(group.map((t) => t.teamId));
  const table = new Map<string, Mini>(
    group.map((t) => [t.teamId, { points: 0, goalDifference: 0, goals: 0 }]),
  );
  for (const r of results) {
    if (!ids.has(r.homeTeamId) || !ids.has(r.enemyTeamId) || r.homeTeamId === r.enemyTeamId) {
      continue;
    }
    const home = table.get(r.homeTeamId)!;
    const enemy = table.get(r.enemyTeamId)!;
    home.goals += r.homeGoals;
    enemy.goals += r.enemyGoals;
    home.goalDifference += r.homeGoals - r.enemyGoals;
    enemy.goalDifference += r.enemyGoals - r.homeGoals;
    if (r.homeGoals > r.enemyGoals) home.points += WIN;
    else if (r.homeGoals < r.enemyGoals) enemy.points += WIN;
    else {
      home.points += DRAW;
      enemy.points += DRAW;
    }
  }
  return table;
}

/**
 * A 32-bit FNV-1a hash of `text` (UTF-16 code units), as an unsigned integer: the draw by lot
 * orders teams by `lotNumber(seed, teamId)` ascending, so anyone with the recorded seed can
 * recompute the draw.
 */
export function lotNumber(seed: string, teamId: string): number {
  let hash = 0x811c9dc5;
  const text = `${seed}:${teamId}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The value a rule compares, larger is better (rules where fewer is better are negated). */
function overallKey(rule: TieBreakRule, t: RankInput, seed: string | null | undefined): number {
  switch (rule) {
    case 'points':
      return t.points;
    case 'goalDifference':
      return t.scored - t.conceded;
    case 'goalsScored':
      return t.scored;
    case 'wins':
      return t.wins;
    case 'fewerWalkovers':
      return -t.walkoversLost;
    case 'fewerMatches':
      return -t.played;
    case 'fairPlay':
      return -t.fairPlay;
    case 'lot':
      return seed ? -lotNumber(seed, t.teamId) : 0;
    default:
      return 0;
  }
}

const miniKey = (rule: TieBreakRule, m: Mini): number =>
  rule === 'headToHeadPoints'
    ? m.points
    : rule === 'headToHeadGoalDifference'
      ? m.goalDifference
      : m.goals;

const byName = (a: RankInput, b: RankInput) =>
  a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }) ||
  (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0);

/** Splits `group` into runs of equal keys, best first (keys: larger is better). */
function partition<T extends RankInput>(group: readonly T[], keys: (t: T) => number[]): T[][] {
  const keyed = group.map((team) => ({ team, key: keys(team) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      if (a.key[i] !== b.key[i]) return b.key[i] - a.key[i];
    }
    return 0;
  });
  const runs: T[][] = [];
  let previous: number[] | null = null;
  for (const { team, key } of keyed) {
    if (previous && key.every((k, i) => k === previous![i])) runs[runs.length - 1].push(team);
    else runs.push([team]);
    previous = key;
  }
  return runs;
}

/** An ordered run of teams, each with how it was placed above the next one. */
type Ordered<T extends RankInput> = Array<{ team: T; decidedBy: RankedPlace<T>['decidedBy'] }>;

/**
 * The rule (of the first `from` .. `until` of a head-to-head block) that first tells `a` and
 * `b` apart in the mini-table they were compared in: what the page names as the decider.
 */
function firstDifferent(rules: readonly TieBreakRule[], a: Mini, b: Mini): TieBreakRule {
  return rules.find((r) => miniKey(r, a) !== miniKey(r, b)) ?? rules[rules.length - 1];
}

function order<T extends RankInput>(group: T[], index: number, options: RankOptions): Ordered<T> {
  const { rules } = options;
  if (group.length === 1) return [{ team: group[0], decidedBy: null }];
  if (index >= rules.length) {
    const sorted = [...group].sort(byName);
    return sorted.map((team, i) => ({
      team,
      decidedBy: i < sorted.length - 1 ? ('name' as const) : null,
    }));
  }
  const rule = rules[index];
  if (HEAD_TO_HEAD_RULES.has(rule)) return headToHead(group, index, options);
  const runs = partition(group, (t) => [overallKey(rule, t, options.lotSeed)]);
  return joinRuns(
    runs.map((run) => order(run, index + 1, options)),
    () => (index === 0 ? null : rule),
  );
}

/**
 * A block of consecutive head-to-head rules on the teams level so far: the mini-table of only
 * these teams, compared on the block's rules in order. Teams it separates are placed; any
 * teams still level form a smaller group whose own mini-table (only their matches) is compared
 * again from the block's first rule; when the block separates nobody, the next rule decides.
 */
function headToHead<T extends RankInput>(
  group: T[],
  index: number,
  options: RankOptions,
): Ordered<T> {
  const { rules } = options;
  let end = index;
  while (end < rules.length && HEAD_TO_HEAD_RULES.has(rules[end])) end += 1;
  const block = rules.slice(index, end);
  const table = miniTable(group, options.results);
  const runs = partition(group, (t) => block.map((r) => miniKey(r, table.get(t.teamId)!)));
  if (runs.length === 1) return order(group, end, options);
  const ordered = runs.map((run) =>
    run.length === 1 ? order(run, end, options) : order(run, index, options),
  );
  return joinRuns(ordered, (upper, lower) =>
    firstDifferent(block, table.get(upper.teamId)!, table.get(lower.teamId)!),
  );
}

/** Concatenates ordered runs; the last team of each run was placed above the next run by `by`. */
function joinRuns<T extends RankInput>(
  runs: Array<Ordered<T>>,
  by: (upper: T, lower: T) => TieBreakRule | null,
): Ordered<T> {
  const out: Ordered<T> = [];
  runs.forEach((run, i) => {
    out.push(...run);
    const next = runs[i + 1];
    if (next)
      out[out.length - 1] = {
        ...out[out.length - 1],
        decidedBy: by(run[run.length - 1].team, next[0].team),
      };
  });
  return out;
}

/**
 * Ranks a table by the league's rules: teams still playing first, ordered by `rules` (see
 * docs/RULES.md), then withdrawn teams ordered the same way among themselves. Positions are
 * 1-based and distinct.
 */
export function rankTable<T extends RankInput>(
  teams: readonly T[],
  options: RankOptions,
): Array<RankedPlace<T>> {
  const playing = teams.filter((t) => !t.withdrawn);
  const withdrawn = teams.filter((t) => t.withdrawn);
  const ordered = [playing, withdrawn].flatMap((group) =>
    group.length === 0 ? [] : order([...group], 0, options),
  );
  return ordered.map((o, i) => ({
    team: o.team,
    position: i + 1,
    decidedBy: i === ordered.length - 1 ? null : o.decidedBy,
  }));
}
