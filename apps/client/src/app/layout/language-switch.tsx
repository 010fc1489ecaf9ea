import type { TextLanguage } from '@liga/contracts';
import { pageLanguage, switchLanguage } from '../../i18n/language';
import { shellTexts as t } from '../texts';
import styles from './language-switch.module.css';

const LANGUAGES: readonly TextLanguage[] = ['pl', 'en'];

/**
 * PL / EN (issue 19): the page's language, saved on this device; a choice reloads the page.
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
          onClick={() => switchLanguage(language)}
        >
          {t.language.code[language]}
        </button>
      ))}
    </div>
  );
}
