import { inLanguage } from '@liga/contracts';
import styles from './onboarding-progress.module.css';

/** The four steps of the onboarding wizard (spec section 2), in order, in the page's language. */
export const ONBOARDING_STEPS: readonly string[] = inLanguage(
  ['Personalizacja profilu', 'Wybór konta', 'Znajdź lub stwórz zespół', 'Zatwierdzenie profilu'],
  ['Profile details', 'Account type', 'Find or create a team', 'Profile approval'],
);

const LABEL = inLanguage('Postęp rejestracji', 'Sign-up progress');

/** The progress list of the onboarding wizard; `current` is the zero-based step index. */
export function OnboardingProgress({ current }: { current: number }) {
  return (
    <nav aria-label={LABEL} className={styles.progress}>
      <ol className={styles.list}>
        {ONBOARDING_STEPS.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`${styles.step} ${styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
