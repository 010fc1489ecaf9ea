import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { shellTexts } from '../texts';
import styles from './brand.module.css';

/**
 * The portal's logo mark and word mark, linking to the start page. Without `wordOnPhones` the
 * word gives way to the buttons beside it on a phone (the guest's login and register).
 */
export function Brand({ wordOnPhones = true }: { wordOnPhones?: boolean }) {
  return (
    <Link to={paths.root} className={styles.brand} aria-label={shellTexts.brandHome}>
      <svg viewBox="0 0 40 40" className={styles.mark} aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="var(--color-accent)" />
        <circle
          cx="20"
          cy="20"
          r="11"
          fill="none"
          stroke="var(--color-on-accent)"
          strokeWidth="3"
        />
        <path d="M20 14.5l5.2 3.8-2 6.2h-6.4l-2-6.2z" fill="var(--color-on-accent)" />
      </svg>
      <span className={`${styles.word} ${wordOnPhones ? '' : styles.wordWide}`}>
        Liga <strong>Szóstek</strong>
      </span>
    </Link>
  );
}
