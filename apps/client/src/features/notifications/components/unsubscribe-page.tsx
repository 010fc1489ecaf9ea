import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../../components/layouts/page-frame';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useUnsubscribe } from '../api/unsubscribe';
import { notificationTexts as t } from '../texts';
import styles from './notifications.module.css';

/** /unsubscribe?token=: the footer link of a mail; unsubscribes once when opened. */
export function UnsubscribePage({
  token,
  settingsPath,
}: {
  token: string | null;
  settingsPath: string;
}) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <PageFrame title={t.unsubscribe.title}>
      <div className={styles.page}>
        {!token ? (
          <Notice kind="error">{t.unsubscribe.missing}</Notice>
        ) : unsubscribe.isError ? (
          <Notice kind="error">{unsubscribe.error.message || t.unsubscribe.failed}</Notice>
        ) : unsubscribe.data ? (
          <Notice kind="success">{unsubscribe.data.message}</Notice>
        ) : (
          <Spinner label={t.unsubscribe.working} />
        )}
        <Link to={settingsPath} className={styles.settingsLink}>
          {t.unsubscribe.settings}
        </Link>
      </div>
    </PageFrame>
  );
}
