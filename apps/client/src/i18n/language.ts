/**
 * The page's language (issue 19), settled once before any catalogue is read: main.tsx imports
 * this module first. The device's saved choice (localStorage), else the first of the browser's
 * languages that is Polish or English ('en-GB' matches 'en'), else Polish; the result is kept
 * on the device. The catalogues follow `<html lang>` set here (`localized` in contracts). A
 * switch saves the new language and reloads the page, so every text, date and number of the
 * page is in one language.
 *
 * Detected here in a few lines rather than with i18next and its language detector: they were
 * ~17 KiB gzip of the shell every first visit loaded, for this one lookup (issue 19).
 *
 * Only type imports from contracts here: importing its index would evaluate catalogues' users
 * (zod schemas with messages) before the language is set.
 */
import type { TextLanguage } from '@liga/contracts';
import { detectLanguage, type LanguageSources } from './detect-language';

/** The device's saved choice (localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'liga.language';

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the browser's languages decide
  }
}

function save(language: TextLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

const sources: LanguageSources = {
  saved: readSaved(),
  browser: navigator.languages?.length ? navigator.languages : [navigator.language],
};

/** The page's language: 'pl' or 'en'. */
export const pageLanguage: TextLanguage = detectLanguage(sources);

if (sources.saved !== pageLanguage) save(pageLanguage);
document.documentElement.lang = pageLanguage;

/** Saves the choice on this device and reloads the page in that language. */
export function switchLanguage(language: TextLanguage): void {
  if (language === pageLanguage) return;
  save(language);
  window.location.reload();
}
