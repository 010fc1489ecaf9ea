import { DEFAULT_LEAGUE_NAMES, leagueSortKey, SEASON_PLAN_LIMITS } from '@liga/contracts';

/** A league of a season's structure. The id is stable per season and original name. */
export interface PlannedLeague {
  leagueId: string;
  name: string;
  tier: number;
  closed: boolean;
}

/** Between `upperTier` and the next tier down: `up` teams go up, `down` teams go down. */
export interface TierMoves {
  upperTier: number;
  up: number;
  down: number;
}

/** A league's tier from its name ('Liga 6B' -> 6): the structure of seasons nobody edited. */
export const tierOfName = (name: string) =>
  Math.min(leagueSortKey(name).number, SEASON_PLAN_LIMITS.maxTier);

/** The structure of a season nobody drafted: the default leagues, tiers by their number. */
export function defaultStructure(leagueIdFor: (name: string) => string): PlannedLeague[] {
  return DEFAULT_LEAGUE_NAMES.map((name) => ({
    leagueId: leagueIdFor(name),
    name,
    tier: tierOfName(name),
    closed: false,
  }));
}

/** The distinct tiers of the open leagues, top first. */
export const tiersOf = (leagues: readonly Pick<PlannedLeague, 'tier' | 'closed'>[]) =>
  [...new Set(leagues.filter((l) => !l.closed).map((l) => l.tier))].sort((a, b) => a - b);

/**
 * The numbers between every pair of adjacent tiers of `leagues` (the season that ends): the
 * ones given where they exist for the same upper tier, else the default 2 up and 2 down.
 */
export function tierMovesFor(
  leagues: readonly Pick<PlannedLeague, 'tier' | 'closed'>[],
  given: readonly TierMoves[] = [],
): TierMoves[] {
  const tiers = tiersOf(leagues);
  return tiers.slice(0, -1).map((upperTier) => {
    const known = given.find((m) => m.upperTier === upperTier);
    return {
      upperTier,
      up: known?.up ?? SEASON_PLAN_LIMITS.defaultUp,
      down: known?.down ?? SEASON_PLAN_LIMITS.defaultDown,
    };
  });
}

/** The next season's first structure: the season before's open leagues under the new ids. */
export function draftFrom(
  previous: readonly PlannedLeague[],
  leagueIdFor: (name: string) => string,
): PlannedLeague[] {
  return previous
    .filter((l) => !l.closed)
    .map((l) => ({ leagueId: leagueIdFor(l.name), name: l.name, tier: l.tier, closed: false }));
}
