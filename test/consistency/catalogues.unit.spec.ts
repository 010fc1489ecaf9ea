import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogueTwins, setTextLanguageResolver, type TextLanguage } from '@liga/contracts';

/**
 * Issue 19: every catalogue the client shows exists in Polish and English with the same keys.
 * TypeScript already refuses an English twin with a missing or extra key (`satisfies`); this
 * test walks both objects at run time too (nested objects, arrays, functions), calls each text
 * function of the English side and looks for Polish letters left in English texts, and finds
 * catalogues that were not converted at all.
 */

const ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string, matches: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The client's catalogues, the shared ones in contracts and the server's. */
const CATALOGUE_FILES = [
  'apps/client/src/texts/common.ts',
  'apps/client/src/app/texts.ts',
  ...filesUnder('apps/client/src/features', (name) => name === 'texts.ts'),
  ...filesUnder('libs/contracts/src', (name) => name.endsWith('.texts.ts')),
  // the server's own: what its refusals, mails and answers say (Accept-Language, issue 19)
  ...filesUnder(
    'apps/server/src',
    (name) => name.endsWith('.texts.ts') || name.endsWith('.error-messages.ts'),
  ),
].sort();

/** Label tables outside `*.texts.ts` (beside codes and rules): walked, not required whole. */
const LABEL_FILES = [
  'libs/contracts/src/calendar-feeds/calendar-feeds.ts',
  'libs/contracts/src/common/player-attributes.ts',
  'libs/contracts/src/cup/cup.rules.ts',
  'libs/contracts/src/leagues/tie-break-rules.ts',
  'libs/contracts/src/matches/match-status.ts',
  'libs/contracts/src/reports/report-queue.schemas.ts',
  'libs/contracts/src/reports/report-rules.ts',
  'libs/contracts/src/standings/table-sort.ts',
  'libs/contracts/src/users/self-service.schemas.ts',
];

/** Catalogues not converted yet: listed in the report of issue 19, English still to write. */
const NOT_CONVERTED = new Set<string>([]);

/**
 * Proper names that keep their Polish letters in English (the brand, the foundation's address),
 * and the name an erased account keeps in the read models ("Usunięty zawodnik", stored, so the
 * same in every language: users.texts.ts).
 */
const PROPER_NAMES = ['Liga Szóstek', 'ul. Piłkarska 6, 31-000 Kraków', 'Usunięty'];
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** Where the two languages differ in shape: missing keys, other kinds, other array lengths. */
function shapeDifferences(pl: unknown, en: unknown, path: string): string[] {
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  if (kind(pl) !== kind(en)) return [`${path}: ${kind(pl)} in Polish, ${kind(en)} in English`];
  if (typeof pl === 'string') return pl !== '' && en === '' ? [`${path}: empty in English`] : [];
  if (Array.isArray(pl)) {
    const other = en as unknown[];
    if (pl.length !== other.length)
      return [`${path}: ${pl.length} items in Polish, ${other.length} in English`];
    return pl.flatMap((item, i) => shapeDifferences(item, other[i], `${path}[${i}]`));
  }
  if (typeof pl === 'object' && pl !== null) {
    const a = pl as Record<string, unknown>;
    const b = en as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) =>
      !(key in b)
        ? [`${path}.${key}: missing in English`]
        : !(key in a)
          ? [`${path}.${key}: missing in Polish`]
          : shapeDifferences(a[key], b[key], `${path}.${key}`),
    );
  }
  return [];
}

/** Every text of one side, with text functions called on sample arguments. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    for (const sample of [2, 'X']) {
      try {
        const result = fn(...Array.from({ length: fn.length }, () => sample));
        if (typeof result === 'string') return [[`${path}()`, result]];
      } catch {
        // another sample may fit the parameters
      }
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

/** An object that holds words (a catalogue someone forgot to convert), not only numbers. */
const holdsTexts = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  textsOf(value, '').some(([, text]) => /\p{L}{3,}/u.test(text));

const withoutProperNames = (text: string) =>
  PROPER_NAMES.reduce((rest, name) => rest.split(name).join(''), text);

interface Loaded {
  file: string;
  exports: Record<string, unknown>;
}

describe('text catalogues in Polish and English', () => {
  const loaded: Loaded[] = [];
  let language: TextLanguage = 'en';

  beforeAll(async () => {
    // As on an English page: cross-references between catalogues resolve to English.
    setTextLanguageResolver(() => language);
    for (const file of [...CATALOGUE_FILES, ...LABEL_FILES])
      loaded.push({ file, exports: (await import(join(ROOT, file))) as Record<string, unknown> });
  });

  afterAll(() => {
    language = 'pl';
    setTextLanguageResolver(() => 'pl');
  });

  it('finds the catalogues', () => {
    expect(CATALOGUE_FILES.length).toBeGreaterThan(40);
  });

  it('converts every catalogue except the ones listed as not converted', () => {
    const unconverted = loaded
      .filter(({ file }) => CATALOGUE_FILES.includes(file) && !NOT_CONVERTED.has(file))
      .flatMap(({ file, exports }) =>
        Object.entries(exports)
          .filter(([, value]) => catalogueTwins(value) === null && holdsTexts(value))
          .map(([name]) => `${file}: ${name}`),
      );
    expect(unconverted).toEqual([]);
  });

  it('has the same keys, nesting and list lengths in both languages', () => {
    const differences = loaded.flatMap(({ file, exports }) =>
      Object.entries(exports).flatMap(([name, value]) => {
        const twins = catalogueTwins(value);
        return twins ? shapeDifferences(twins.pl, twins.en, `${file}: ${name}`) : [];
      }),
    );
    expect(differences).toEqual([]);
  });

  it('leaves no Polish letters in English texts (proper names aside)', () => {
    const polish = loaded.flatMap(({ file, exports }) =>
      Object.entries(exports).flatMap(([name, value]) => {
        const twins = catalogueTwins(value);
        if (!twins) return [];
        return textsOf(twins.en, `${file}: ${name}`)
          .filter(([, text]) => POLISH_LETTERS.test(withoutProperNames(text)))
          .map(([path, text]) => `${path} = ${text}`);
      }),
    );
    expect(polish).toEqual([]);
  });

  it('reads each catalogue in the active language', () => {
    const { commonTexts } = loaded.find((l) => l.file === 'apps/client/src/texts/common.ts')!
      .exports as { commonTexts: { loading: string } };
    language = 'en';
    expect(commonTexts.loading).toBe('Loading…');
    language = 'pl';
    expect(commonTexts.loading).toBe('Ładowanie…');
    language = 'en';
  });
});
