/**
 * The language of the texts a user reads (issue 19): Polish, the default and the spec's texts,
 * and English. Every catalogue exports a Polish object and an English twin of the same shape;
 * `localized` joins them under the catalogue's old name, which resolves to the active language
 * at each read, so call sites (`texts.loading`, `texts.goals(n)`) stay as they were.
 *
 * The active language comes from a resolver. By default it is the page's `<html lang>` (the
 * client sets it in i18n/language.ts before any catalogue is read); where there is no document (the
 * server, the service worker, jest) it is Polish.
 */
export const TEXT_LANGUAGES = ['pl', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The Intl locale of each language: dates, numbers, plural rules. */
export const TEXT_LOCALES: Readonly<Record<TextLanguage, string>> = { pl: 'pl-PL', en: 'en-GB' };

/**
 * The shape an English twin must have: the same keys, nested objects, numbers (ids, limits)
 * and function signatures, any words (a missing or extra key is a TypeScript error through
 * `satisfies`).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** 'en' when the tag is English ('en', 'en-GB', 'EN-us'), else Polish. */
export function textLanguageOf(tag: string | null | undefined): TextLanguage {
  return tag?.toLowerCase().startsWith('en') ? 'en' : 'pl';
}

function pageLanguage(): TextLanguage {
  const page = globalThis as { document?: { documentElement?: { lang?: string } } };
  return textLanguageOf(page.document?.documentElement?.lang);
}

let resolveLanguage: () => TextLanguage = pageLanguage;

/** The active language of the texts. */
export function textLanguage(): TextLanguage {
  return resolveLanguage();
}

/** The Intl locale of the active language ('pl-PL' or 'en-GB'). */
export function textLocale(): string {
  return TEXT_LOCALES[textLanguage()];
}

/** Replaces where the active language comes from (tests; a server's per-request language). */
export function setTextLanguageResolver(resolver: () => TextLanguage): void {
  resolveLanguage = resolver;
}

/**
 * One catalogue in both languages under one name: each property read goes to the active
 * language's object (nested objects come whole from that language).
 */
export function localized<T extends object>(pl: T, en: NoInfer<Translation<T>>): Translation<T> {
  const byLanguage: Record<TextLanguage, object> = { pl, en };
  const catalogue = new Proxy(pl, {
    get: (_target, key) => Reflect.get(byLanguage[resolveLanguage()], key),
  });
  twins.set(catalogue, byLanguage);
  catalogues.push(byLanguage);
  return catalogue as Translation<T>;
}

const twins = new WeakMap<object, Readonly<Record<TextLanguage, object>>>();

/** Every catalogue made so far, in order (the translation index below walks them). */
const catalogues: Readonly<Record<TextLanguage, object>>[] = [];

/** Polish text → its English twin, over every catalogue's fixed texts (built on first use). */
const englishOf = new Map<string, string>();
let indexedCatalogues = 0;

function indexTwins(pl: unknown, en: unknown): void {
  if (typeof pl === 'string') {
    if (typeof en === 'string' && !englishOf.has(pl)) englishOf.set(pl, en);
    return;
  }
  if (typeof pl !== 'object' || pl === null || typeof en !== 'object' || en === null) return;
  for (const key of Object.keys(pl)) {
    indexTwins((pl as Record<string, unknown>)[key], (en as Record<string, unknown>)[key]);
  }
}

/**
 * A text in the given language, found by its Polish wording (as gettext finds a translation by
 * its source text): for messages that were read once, in Polish, when a module loaded (a zod
 * schema's messages on the server) and must answer a caller in English. A Polish text that is
 * no catalogue's fixed text (one made by a function, with numbers in it) stays as it is.
 */
export function translateText(text: string, language: TextLanguage): string {
  if (language === 'pl') return text;
  while (indexedCatalogues < catalogues.length) {
    const twin = catalogues[indexedCatalogues++];
    indexTwins(twin.pl, twin.en);
  }
  return englishOf.get(text) ?? text;
}

/** Both languages of a catalogue made by `localized` (the parity test walks them); else null. */
export function catalogueTwins(value: unknown): Readonly<Record<TextLanguage, object>> | null {
  return (typeof value === 'object' && value !== null && twins.get(value)) || null;
}

/** One of two words by the active language (for the few texts that live outside a catalogue). */
export function inLanguage<T>(pl: T, en: T): T {
  return textLanguage() === 'en' ? en : pl;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * English plural through `Intl.PluralRules('en-GB')` (CLDR): 'one' (1) or 'other' ("1 goal",
 * "2 goals", "0 goals"). Polish has `polishPlural`.
 */
export function englishPlural(n: number, one: string, other: string): string {
  let rules = pluralRules.get('en');
  if (!rules) {
    rules = new Intl.PluralRules(TEXT_LOCALES.en);
    pluralRules.set('en', rules);
  }
  return rules.select(Math.abs(n)) === 'one' ? one : other;
}
