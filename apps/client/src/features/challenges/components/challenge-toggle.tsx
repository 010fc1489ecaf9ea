import { challengesTexts } from '../texts';
import styles from './challenge-toggle.module.css';

export type ChallengeDirection = 'incoming' | 'outgoing';

const t = challengesTexts.list;

/** The Przychodzące / Wychodzące switch. */
export function ChallengeToggle({
  view,
  counts,
  onChange,
}: {
  view: ChallengeDirection;
  counts?: Record<ChallengeDirection, number>;
  onChange: (view: ChallengeDirection) => void;
}) {
  return (
    <div role="group" aria-label={t.toggle} className={styles.toggle}>
      {(['incoming', 'outgoing'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.option} ${view === option ? styles.active : ''}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t[option]}
          {counts && counts[option] > 0 && (
            <span className={styles.count} aria-hidden="true">
              {counts[option]}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
