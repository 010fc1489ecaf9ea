import { commonTexts } from '../../texts/common';
import type { OnboardingStage } from './onboarding-stages';
import styles from './onboarding-progress.module.css';

/** The progress list of the onboarding wizard, lit at the stage the user is in. */
export function OnboardingProgress({ current }: { current: OnboardingStage }) {
  const t = commonTexts.onboarding;
  return (
    <nav aria-label={t.label} className={styles.progress}>
      <ol className={styles.list}>
        {t.stages.map((label, index) => {
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
