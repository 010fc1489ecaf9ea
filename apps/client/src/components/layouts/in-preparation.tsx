import { commonTexts } from '../../texts/common';
import styles from './in-preparation.module.css';

/** Honest notice for a page whose content comes in a later release. */
export function InPreparation() {
  return (
    <div className={styles.box}>
      <svg viewBox="0 0 48 48" className={styles.icon} aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M24 13v12l8 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <p>{commonTexts.inPreparation}</p>
    </div>
  );
}
