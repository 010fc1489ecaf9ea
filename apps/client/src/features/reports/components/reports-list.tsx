import type { ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { reportsTexts } from '../texts';
import styles from './reports-list.module.css';

const c = reportsTexts.columns;

/** The rows of a reports screen list, under a header of column names. */
export function ReportsList({ children }: { children: ReactNode }) {
  return (
    <div className={styles.list}>
      <div className={`${styles.row} ${styles.header}`} aria-hidden="true">
        <span>{c.date}</span>
        <span>{c.opponent}</span>
        <span title={c.scoreHint} className={styles.scoreHead}>
          {c.score}
        </span>
        <span className={styles.action}>{c.action}</span>
      </div>
      <ul className={styles.rows}>{children}</ul>
    </div>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <SkeletonGroup className={styles.rows}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={68} radius="var(--radius-md)" />
      ))}
    </SkeletonGroup>
  );
}
