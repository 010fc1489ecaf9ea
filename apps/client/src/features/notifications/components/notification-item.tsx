import type { NotificationDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { relativeTime } from '../lib/relative-time';
import { notificationTexts as t } from '../texts';
import styles from './notifications.module.css';

/** One notification: its text as a link to the thing, when, and a dot while unread. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto) => void;
}) {
  const { text, link, createdAt, read } = notification;
  return (
    <li className={`${styles.item} ${read ? '' : styles.unread}`}>
      <Link to={link} className={styles.itemLink} onClick={() => onOpen(notification)}>
        {!read && <span className={styles.dot} aria-label={t.unread} role="img" />}
        <span className={styles.itemText}>{text}</span>
        <time className={styles.itemTime} dateTime={createdAt}>
          {relativeTime(createdAt)}
        </time>
      </Link>
    </li>
  );
}
