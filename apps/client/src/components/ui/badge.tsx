import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** A fixed colour (e.g. a league colour variable); overrides the tone. */
  color?: string;
  className?: string;
}

/** A small status or category label (match status, league, position). */
export function Badge({ children, tone = 'neutral', color, className }: BadgeProps) {
  return (
    <span
      className={`${styles.badge} ${styles[tone] ?? ''} ${className ?? ''}`}
      style={color ? { ['--badge-color' as string]: color } : undefined}
    >
      {children}
    </span>
  );
}
