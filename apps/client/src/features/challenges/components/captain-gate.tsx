import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../../components/ui/notice';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { challengesTexts } from '../texts';
import styles from './captain-gate.module.css';

const t = challengesTexts.notCaptain;

/** Captain screens: a skeleton while the team is checked, a Polish message for non-captains. */
export function CaptainGate({
  isPending,
  isCaptain,
  skeleton,
  children,
}: {
  isPending: boolean;
  isCaptain: boolean;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  if (isPending) return <>{skeleton ?? <PageSkeleton />}</>;
  if (!isCaptain) {
    return (
      <Notice
        kind="info"
        actions={
          <Link to={paths.news} className="btn btn-secondary">
            {t.back}
          </Link>
        }
      >
        <p className={styles.title}>{t.title}</p>
        <p>{t.lead}</p>
      </Notice>
    );
  }
  return <>{children}</>;
}

export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonGroup className={styles.skeleton}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={72} radius="12px" />
      ))}
    </SkeletonGroup>
  );
}

/** The create-challenge layout while it loads: team list left, time and map right. */
export function ChallengeFormSkeleton() {
  return (
    <SkeletonGroup className={styles.form}>
      <Skeleton height={560} radius="16px" />
      <div className={styles.side}>
        <Skeleton height={150} radius="16px" />
        <Skeleton height={460} radius="16px" />
      </div>
    </SkeletonGroup>
  );
}
