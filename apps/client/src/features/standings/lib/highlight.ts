/** How a table row is marked (spec: top 3 highlighted, last two red, own team highlighted). */
export type RowZone = 'top' | 'relegation' | null;

/**
 * The zone of a team by its league position (1-based) among `teamCount` teams: positions 1-3
 * are the top, the last two the relegation zone (never overlapping the top in a tiny league).
 */
export function zoneOf(position: number, teamCount: number): RowZone {
  if (position >= 1 && position <= 3) return 'top';
  if (teamCount > 3 && position > Math.max(3, teamCount - 2)) return 'relegation';
  return null;
}

/** '+3', '0', '-2': the goal balance with a plus sign when positive. */
export const formatBalance = (balance: number) => (balance > 0 ? `+${balance}` : String(balance));
