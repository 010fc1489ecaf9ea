import type { Placement } from './season-plan.events';
import type { PlannedLeague, TierMoves } from './season-structure';

/** A team's line in its league's final table (the season that ends). */
export interface FinalRow {
  teamId: string;
  position: number;
  played: number;
  points: number;
}
export interface EndingLeague {
  leagueId: string;
  name: string;
  tier: number;
  table: FinalRow[];
}
export interface ProposalInput {
  ending: readonly EndingLeague[];
  /** Teams without a league in the season that ends. */
  waiting: readonly string[];
  /** The next season's structure (closed leagues are skipped). */
  next: readonly PlannedLeague[];
  numbers: readonly TierMoves[];
  moves: Readonly<Record<string, { toLeagueId: string; reason: string }>>;
}

const perMatch = (r: FinalRow) => (r.played > 0 ? r.points / r.played : 0);

/**
 * A tier's teams best first: by final position in their league (parallel leagues share the
 * places), then points per match, then points, then id (a stable order).
 */
export function rankTier(leagues: readonly EndingLeague[]): FinalRow[] {
  return leagues
    .flatMap((l) => l.table)
    .sort(
      (a, b) =>
        a.position - b.position ||
        perMatch(b) - perMatch(a) ||
        b.points - a.points ||
        a.teamId.localeCompare(b.teamId),
    );
}

type Movement = 'promoted' | 'relegated' | 'stayed';

/** Who goes up and who goes down, per team, from the numbers between adjacent tiers. */
export function movements(
  ending: readonly EndingLeague[],
  numbers: readonly TierMoves[],
): Map<string, { movement: Movement; tier: number }> {
  const tiers = [...new Set(ending.map((l) => l.tier))].sort((a, b) => a - b);
  const ranked = new Map(tiers.map((t) => [t, rankTier(ending.filter((l) => l.tier === t))]));
  const result = new Map<string, { movement: Movement; tier: number }>();
  for (const t of tiers)
    for (const r of ranked.get(t)!) result.set(r.teamId, { movement: 'stayed', tier: t });
  tiers.slice(0, -1).forEach((upper, i) => {
    const lower = tiers[i + 1];
    const moves = numbers.find((m) => m.upperTier === upper) ?? { up: 0, down: 0 };
    // promotion first: a team of a small tier that could both go up and down goes up
    for (const r of ranked.get(lower)!.slice(0, moves.up)) {
      result.set(r.teamId, { movement: 'promoted', tier: upper });
    }
  });
  tiers.slice(0, -1).forEach((upper, i) => {
    const lower = tiers[i + 1];
    const moves = numbers.find((m) => m.upperTier === upper) ?? { up: 0, down: 0 };
    const candidates = [...ranked.get(upper)!]
      .reverse()
      .filter((r) => result.get(r.teamId)!.movement === 'stayed');
    for (const r of candidates.slice(0, moves.down)) {
      result.set(r.teamId, { movement: 'relegated', tier: lower });
    }
  });
  return result;
}

/**
 * The next season's leagues filled so far; a mover goes to the league of its target tier with
 * the fewest teams (then the first by name order); a tier the structure lacks falls back to
 * the nearest tier (the lower one on a tie).
 */
class Seats {
  private readonly count = new Map<string, number>();
  constructor(private readonly open: readonly PlannedLeague[]) {
    open.forEach((l) => this.count.set(l.leagueId, 0));
  }
  take(leagueId: string): string {
    this.count.set(leagueId, (this.count.get(leagueId) ?? 0) + 1);
    return leagueId;
  }
  inTier(tier: number): string | null {
    if (this.open.length === 0) return null;
    const distance = (l: PlannedLeague) => Math.abs(l.tier - tier) * 2 + (l.tier < tier ? 1 : 0);
    const best = Math.min(...this.open.map(distance));
    const candidates = this.open.filter((l) => distance(l) === best);
    candidates.sort((a, b) => this.count.get(a.leagueId)! - this.count.get(b.leagueId)!);
    return this.take(candidates[0].leagueId);
  }
  named(name: string, tier: number): string | null {
    const same = this.open.find((l) => l.name === name && l.tier === tier);
    return same ? this.take(same.leagueId) : this.inTier(tier);
  }
}

/**
 * The proposal, pure: every team of the season that ends, placed by its league's final table
 * and the numbers (promoted, relegated, staying), the admin's moves on top; waiting teams only
 * when moved. Staying teams are seated first, so the movers fill the emptier parallel leagues.
 */
export function proposePlacements(input: ProposalInput): Placement[] {
  const open = input.next.filter((l) => !l.closed);
  const seats = new Seats(open);
  const moved = movements(input.ending, input.numbers);
  const fromLeague = new Map(
    input.ending.flatMap((l) => l.table.map((r) => [r.teamId, l] as const)),
  );
  const placements = new Map<string, Placement>();
  const teams = [...moved.keys()];
  const order = (m: Movement) => (m === 'stayed' ? 0 : 1);
  teams.sort((a, b) => order(moved.get(a)!.movement) - order(moved.get(b)!.movement));
  for (const teamId of teams) {
    const league = fromLeague.get(teamId)!;
    const manual = input.moves[teamId];
    if (manual) {
      placements.set(teamId, {
        teamId,
        fromLeagueId: league.leagueId,
        toLeagueId: seats.take(manual.toLeagueId),
        movement: 'moved',
        reason: manual.reason,
      });
      continue;
    }
    const { movement, tier } = moved.get(teamId)!;
    const toLeagueId = movement === 'stayed' ? seats.named(league.name, tier) : seats.inTier(tier);
    if (!toLeagueId) continue;
    placements.set(teamId, {
      teamId,
      fromLeagueId: league.leagueId,
      toLeagueId,
      movement,
      reason: null,
    });
  }
  for (const teamId of input.waiting) {
    const manual = input.moves[teamId];
    if (!manual || placements.has(teamId)) continue;
    placements.set(teamId, {
      teamId,
      fromLeagueId: null,
      toLeagueId: seats.take(manual.toLeagueId),
      movement: 'added',
      reason: manual.reason,
    });
  }
  const rank = new Map(teams.map((t, i) => [t, i]));
  return [...placements.values()].sort(
    (a, b) =>
      (rank.get(a.teamId) ?? teams.length) - (rank.get(b.teamId) ?? teams.length) ||
      a.teamId.localeCompare(b.teamId),
  );
}
