import { commonTexts } from '../../texts/common';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: number;
  label?: string;
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ size = 24, label = commonTexts.loading }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrap}>
      <svg
        className={styles.spinner}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className={styles.track} />
        <path d="M21 12a9 9 0 00-9-9" fill="none" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
