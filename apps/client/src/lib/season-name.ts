import { inLanguage } from '@liga/contracts';

/**
 * A season's name as the page's language says it. The server names seasons in Polish
 * ('Sezon jesienny 2026/2027', 'Sezon wiosenny 2027'); an English page reads them as
 * 'Autumn season 2026/2027', 'Spring season 2027'. Other names are shown as they are.
 */
export function seasonDisplayName(name: string): string {
  return inLanguage(
    name,
    name
      .replace(/^Sezon jesienny /, 'Autumn season ')
      .replace(/^Sezon wiosenny /, 'Spring season '),
  );
}
