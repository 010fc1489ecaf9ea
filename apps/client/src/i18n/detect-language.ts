import type { TextLanguage } from '@liga/contracts';

/** What the page's language is chosen from. */
export interface LanguageSources {
  /** The device's saved choice, as stored (anything, or null). */
  readonly saved: string | null;
  /** The browser's languages, most preferred first ('en-GB', 'pl', …). */
  readonly browser: readonly string[];
}

const SUPPORTED: readonly TextLanguage[] = ['pl', 'en'];

function supported(code: string): TextLanguage | null {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED.find((language) => language === primary) ?? null;
}

/**
 * The saved choice when it is a language we have; else the first browser language whose primary
 * subtag we have ('en-GB' → 'en', 'pl-PL' → 'pl'); else Polish.
 */
export function detectLanguage({ saved, browser }: LanguageSources): TextLanguage {
  const kept = saved === null ? null : SUPPORTED.find((language) => language === saved);
  if (kept) return kept;
  for (const code of browser) {
    const match = supported(code);
    if (match) return match;
  }
  return 'pl';
}
