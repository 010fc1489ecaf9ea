import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/ui/skeleton';
import styles from './page-loading.module.css';

/** What the page area shows while a page's code is on its way (first visit only). */
export function PageLoading() {
  return (
    <SkeletonGroup className={styles.frame}>
      <Skeleton width="40%" height="2.25rem" />
      <SkeletonText lines={4} />
      <Skeleton height="16rem" radius="var(--radius-lg)" />
    </SkeletonGroup>
  );
}
