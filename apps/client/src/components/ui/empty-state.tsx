import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  children: ReactNode;
  /** A red crossed circle above the text ('nothing found'). */
  icon?: 'none' | 'cross';
  /** Without the dashed frame (inside a box that already has one). */
  plain?: boolean;
}

/** What a list shows when it has nothing: a muted text in a dashed box. */
export function EmptyState({ children, icon = 'none', plain = false }: EmptyStateProps) {
  return (
    <div
      className={`${styles.empty} ${plain ? styles.plain : ''} ${icon === 'cross' ? styles.withIcon : ''}`}
      role="status"
    >
      {icon === 'cross' && (
        <svg viewBox="0 0 48 48" className={styles.cross} aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M16 16l16 16M32 16L16 32"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </svg>
      )}
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}
