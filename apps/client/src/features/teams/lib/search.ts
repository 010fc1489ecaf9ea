/** Team search of the transfers page: ignores spaces and letter case (spec: Transfers). */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/g, '').toLocaleLowerCase('pl-PL');
}

export function matchesSearch(name: string, query: string): boolean {
  const needle = normalizeSearch(query);
  return needle === '' || normalizeSearch(name).includes(needle);
}
