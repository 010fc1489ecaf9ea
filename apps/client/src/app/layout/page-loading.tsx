import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/ui/skeleton';
import { shellTexts } from '../texts';
import styles from './page-loading.module.css';

/**
 * What the page area shows while a page's code is on its way (first visit only): the page's
 * outline and, at the top of the window, a progress bar (issue 19: a page change shows that
 * something is coming), announced once to screen readers.
 */
export function PageLoading() {
  return (
    <>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={shellTexts.pageLoading}
        aria-busy="true"
      />
      <SkeletonGroup className={styles.frame}>
        <Skeleton width="40%" height="2.25rem" />
        <SkeletonText lines={4} />
        <Skeleton height="16rem" radius="var(--radius-lg)" />
      </SkeletonGroup>
    </>
  );
}
