import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

/** The filters above a list (league buttons, search box, toggles), spaced from the list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
