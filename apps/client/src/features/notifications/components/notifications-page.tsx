import type { NotificationDto } from '@liga/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../../components/layouts/page-frame';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationTexts as t } from '../texts';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const PAGE_SIZE = 20;

/** /user/notifications: every notification, newest first, 20 more at a time. */
export function NotificationsPage({
  enabled,
  settingsPath,
}: {
  enabled: boolean;
  settingsPath: string;
}) {
  const [pages, setPages] = useState(1);
  const list = useNotifications(1, PAGE_SIZE * pages, { enabled });
  const markRead = useMarkRead();
  const data = list.data;
  const opened = (n: NotificationDto) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };

  return (
    <PageFrame
      title={t.title}
      actions={
        data && data.unreadCount > 0 ? (
          <Button variant="secondary" onClick={() => markRead.mutate({ all: true })}>
            {t.markAllRead}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.page}>
        {list.isError ? (
          <ErrorMessage
            title={t.loadFailed}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <SkeletonGroup className={styles.skeletons}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={56} radius="var(--radius-md)" />
            ))}
          </SkeletonGroup>
        ) : data.items.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <ul className={`${styles.list} ${styles.pageList}`}>
            {data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={opened} />
            ))}
          </ul>
        )}
        {data && data.items.length === PAGE_SIZE * pages && (
          <Button
            variant="secondary"
            onClick={() => setPages((p) => p + 1)}
            disabled={list.isFetching}
          >
            {t.more}
          </Button>
        )}
        <Link to={settingsPath} className={styles.settingsLink}>
          {t.settingsLink}
        </Link>
      </div>
    </PageFrame>
  );
}
