import { leagueSortKey, type SeasonHonour } from '@liga/contracts';

/** A league's tier: Liga 1 at the top, then 2, 3 …; parallel leagues (6A, 6B) share one. */
export const tierOf = (leagueName: string) => leagueSortKey(leagueName).number;

/**
 * The honours of a team's finished season (pure): champion when first in its final table with
 * at least one match played; promoted or relegated when its league next season lies in a higher
 * or lower tier. A season under way has none.
 */
export function honoursOf(season: {
  finished: boolean;
  position: number | null;
  matchesPlayed: number;
  leagueName: string;
  nextLeagueName: string | null;
}): SeasonHonour[] {
  if (!season.finished) return [];
  const honours: SeasonHonour[] = [];
  if (season.position === 1 && season.matchesPlayed > 0) honours.push('champion');
  if (season.nextLeagueName !== null) {
    const now = tierOf(season.leagueName);
    const next = tierOf(season.nextLeagueName);
    if (next < now) honours.push('promoted');
    if (next > now) honours.push('relegated');
  }
  return honours;
}
