import type { NotificationDto } from '@liga/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion, useChangeAnnouncement } from '../../../components/ui/live-region';
import { ErrorMessage } from '../../../components/ui/error-message';
import { BellIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationTexts as t } from '../texts';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const PANEL_SIZE = 8;
export const NOTIFICATIONS_PATH = '/user/notifications';

/**
 * The bell of the top bar (self-contained: the top bar only places it). The unread count
 * comes with the list; the query key starts with 'notifications', so the push to the user's
 * room refetches it and the count rises without a reload. A click opens the latest ones.
 */
export function NotificationBell({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const list = useNotifications(1, PANEL_SIZE, { enabled });
  const markRead = useMarkRead();
  const unread = list.data?.unreadCount ?? 0;
  // A rise of the count that arrives live is read out politely (not the first load, not a drop).
  const announcement = useChangeAnnouncement('', list.data ? String(unread) : null, (before) =>
    unread > Number(before) ? t.unreadAnnouncement(unread) : null,
  );
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const opened = (n: NotificationDto) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    setOpen(false);
  };

  return (
    <div className={styles.bellRoot} ref={root}>
      <button
        type="button"
        className={`icon-btn ${styles.bell}`}
        aria-label={t.bell(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.count} data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <LiveRegion message={announcement} testId="notification-announcer" />
      {open && (
        <section id={panelId} className={styles.panel} aria-label={t.title}>
          <header className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{t.title}</h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                className={styles.markAll}
                onClick={() => markRead.mutate({ all: true })}
                disabled={markRead.isPending}
              >
                {t.markAllRead}
              </Button>
            )}
          </header>
          <PanelBody list={list} onOpen={opened} />
          <footer className={styles.panelFoot}>
            <Link to={NOTIFICATIONS_PATH} className={styles.seeAll}>
              {t.seeAll}
            </Link>
          </footer>
        </section>
      )}
    </div>
  );
}

function PanelBody({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useNotifications>;
  onOpen: (n: NotificationDto) => void;
}) {
  if (list.isError) {
    return (
      <ErrorMessage
        title={t.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
        compact
      />
    );
  }
  if (!list.data) {
    return (
      <SkeletonGroup className={styles.skeletons}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={44} radius="var(--radius-md)" />
        ))}
      </SkeletonGroup>
    );
  }
  if (list.data.items.length === 0) return <EmptyState plain>{t.empty}</EmptyState>;
  return (
    <ul className={styles.list}>
      {list.data.items.map((n) => (
        <NotificationItem key={n.id} notification={n} onOpen={onOpen} />
      ))}
    </ul>
  );
}
