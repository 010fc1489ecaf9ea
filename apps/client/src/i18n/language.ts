/**
 * The page's language (issue 19), settled once before any catalogue is read: main.tsx imports
 * this module first. i18next with its browser language detector picks it: the device's saved
 * choice (localStorage), else the browser's languages at the first visit, else Polish; the
 * detector keeps the result on the device. The catalogues follow `<html lang>` set here
 * (`localized` in contracts). A switch saves the new language and reloads the page, so every
 * text, date and number of the page is in one language.
 *
 * Only type imports from contracts here: importing its index would evaluate catalogues' users
 * (zod schemas with messages) before the language is set.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { TextLanguage } from '@liga/contracts';

/** The device's saved choice (localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'liga.language';

const SUPPORTED: readonly TextLanguage[] = ['pl', 'en'];

// Synchronous: no backend, the detector reads localStorage and navigator.languages ('en-GB'
// matches 'en'); anything else falls back to Polish.
void i18next.use(LanguageDetector).init({
  supportedLngs: [...SUPPORTED],
  fallbackLng: 'pl',
  initAsync: false,
  detection: {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage'],
  },
});

/** The page's language: 'pl' or 'en'. */
export const pageLanguage: TextLanguage = i18next.language === 'en' ? 'en' : 'pl';

document.documentElement.lang = pageLanguage;

/** Saves the choice on this device and reloads the page in that language. */
export function switchLanguage(language: TextLanguage): void {
  if (language === pageLanguage) return;
  void i18next.changeLanguage(language).finally(() => window.location.reload());
}
