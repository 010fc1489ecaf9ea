/** 'Wyszukaj drużynę' of the challenge form: case-insensitive "contains" on the name (spec). */
export function matchesTeamName(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('pl-PL');
  return needle === '' || name.toLocaleLowerCase('pl-PL').includes(needle);
}
