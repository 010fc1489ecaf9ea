/** The fixed colour of a league, as a CSS variable from tokens.css ('Liga 6B' -> --league-liga-6b). */
const KNOWN = new Set(['1', '2', '3', '4', '5', '6', '6a', '6b', '7', '7a', '7b', '7c']);

export function leagueColorVar(leagueName: string): string {
  const match = /(\d+\s*[a-z]?)\s*$/i.exec(leagueName.trim());
  const key = match ? match[1].replace(/\s+/g, '').toLowerCase() : '';
  return KNOWN.has(key) ? `var(--league-liga-${key})` : 'var(--league-other)';
}
