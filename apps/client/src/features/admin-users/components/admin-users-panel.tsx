import { rooms, USER_SEARCH_PAGE_SIZE } from '@liga/contracts';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSocketRooms } from '../../../lib/use-socket-rooms';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminUserAction } from '../api/use-admin-user-action';
import { adminUsersTexts as t } from '../texts';
import { AdminUserRow } from './admin-user-row';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import styles from './admin-users.module.css';

const SEARCH_DELAY_MS = 300;

/** The admin panel's Gracze tab: search, pages of 32, per-player actions; live. */
export function AdminUsersPanel({ enabled, ownId }: { enabled: boolean; ownId: string | null }) {
  useDocumentTitle(t.title);
  useSocketRooms([rooms.admin()]);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const users = useAdminUsers(query, page, { enabled });
  const actions = useAdminUserAction();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(input.trim());
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const rows = users.data ?? [];
  const canNext = rows.length >= USER_SEARCH_PAGE_SIZE;

  return (
    <section className={styles.panel} aria-labelledby="admin-users-title">
      <div className={styles.toolbar}>
        <h2 id="admin-users-title" className={styles.title}>
          {t.title}
        </h2>
        <TextField
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          fieldClassName={styles.search}
        />
      </div>
      {users.isError ? (
        <ErrorMessage
          title={t.loadFailed}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={users.isFetching || undefined}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.player}</th>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.avatar}</th>
                <th scope="col" className={styles.actionsHead}>
                  {t.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <AdminUserRow
                  key={user.id}
                  user={user}
                  actions={actions}
                  isSelf={user.id === ownId}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className={styles.pager} aria-label={t.pager}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={page === 0}
          onClick={() => setPage((value) => Math.max(0, value - 1))}
        >
          {t.previous}
        </button>
        <span className={styles.pageNumber} aria-live="polite">
          {t.page(page + 1)}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!canNext || users.isPlaceholderData}
          onClick={() => setPage((value) => value + 1)}
        >
          {t.next}
        </button>
      </nav>
      <TemporaryPasswordDialog value={actions.temporary} onClose={actions.closeTemporary} />
    </section>
  );
}

function TableSkeleton() {
  return (
    <SkeletonGroup className={styles.skeleton}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={52} radius="var(--radius-md)" />
      ))}
    </SkeletonGroup>
  );
}
