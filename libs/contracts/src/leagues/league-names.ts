/** The leagues every season opens with (spec section 1). */
export const DEFAULT_LEAGUE_NAMES = [
  'Liga 1',
  'Liga 2',
  'Liga 3',
  'Liga 4',
  'Liga 5',
  'Liga 6',
  'Liga 6A',
  'Liga 6B',
  'Liga 7',
  'Liga 7A',
  'Liga 7B',
  'Liga 7C',
] as const;

/** 'Liga 7B' -> { number: 7, letter: 'B' }; names without a number sort last. */
export function leagueSortKey(name: string): { number: number; letter: string } {
  const match = /(\d+)\s*([A-Za-z]?)\s*$/.exec(name.trim());
  if (!match) return { number: Number.MAX_SAFE_INTEGER, letter: name };
  return { number: Number(match[1]), letter: match[2].toUpperCase() };
}

/** League order of the spec: by number, then by letter ('Liga 6' < 'Liga 6A' < 'Liga 7'). */
export function compareLeagueNames(a: string, b: string): number {
  const ka = leagueSortKey(a);
  const kb = leagueSortKey(b);
  if (ka.number !== kb.number) return ka.number - kb.number;
  return ka.letter.localeCompare(kb.letter);
}
