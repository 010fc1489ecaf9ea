/**
 * A name as searched: lower case, Polish (and other) diacritics dropped, one space between
 * words. "Łukasz Żółć" → "lukasz zolc". Stored in `rm_users.search_name`; queries are
 * normalized the same way, so "lukasz", "Łukasz" and "ŁUKASZ" all find him.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** LIKE patterns, one per word of the query (every word must appear), wildcards escaped. */
export function searchPatterns(query: string): string[] {
  const key = searchKey(query);
  if (!key) return [];
  return key.split(' ').map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
