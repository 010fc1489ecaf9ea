import type { TextLanguage } from '@liga/contracts';
import { changeAccountLanguage } from '../../features/auth/api/change-language';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { pageLanguage, switchLanguage } from '../../i18n/language';
import { shellTexts as t } from '../texts';
import styles from './language-switch.module.css';

const LANGUAGES: readonly TextLanguage[] = ['pl', 'en'];

/**
 * A logged-in person's choice is kept with their account too (their e-mails, a login on
 * another device); the page switches whether or not that call got through.
 */
async function choose(language: TextLanguage): Promise<void> {
  if (language === pageLanguage) return;
  if (useSessionStore.getState().isLoggedIn) {
    await changeAccountLanguage(language).catch(() => undefined);
  }
  switchLanguage(language);
}

/**
 * PL / EN (issue 19): the page's language, saved on this device and, when logged in, with the
 * account; a choice reloads the page.
 * In the side menu and the footer (the guest's top bar has no room left beside the main links
 * and the two buttons, in Polish).
 */
export function LanguageSwitch() {
  return (
    <div role="group" aria-label={t.language.label} className={styles.group}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={`${styles.option} ${language === pageLanguage ? styles.current : ''}`}
          aria-pressed={language === pageLanguage}
          aria-label={t.language.switchTo[language]}
          onClick={() => void choose(language)}
        >
          {t.language.code[language]}
        </button>
      ))}
    </div>
  );
}
