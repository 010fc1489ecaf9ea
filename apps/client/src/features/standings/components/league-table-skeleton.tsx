import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { standingsTexts } from '../texts';
import styles from './league-table.module.css';

/** Skeleton rows while the table loads (spec: 13 on the table page). */
export function LeagueTableSkeleton({
  rows = 13,
  compact = false,
}: {
  rows?: number;
  compact?: boolean;
}) {
  return (
    <SkeletonGroup label={standingsTexts.loading} className={styles.skeleton}>
      <Skeleton height={compact ? 32 : 40} radius="8px" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={compact ? 40 : 52} radius="8px" />
      ))}
    </SkeletonGroup>
  );
}
