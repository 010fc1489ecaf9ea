import { AUDIT_TEXTS, type AuditEntityType, type AuditEntryDto } from '@liga/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonGroup, SkeletonText } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { useHistory } from '../api/get-history';
import { auditFieldLabel, formatAuditValue, shownChanges } from './change-value';
import styles from './change-history.module.css';

const PAGE_SIZE = 10;

interface ChangeHistoryProps {
  entityType: AuditEntityType;
  entityId: string;
  enabled: boolean;
  /** Inside a dialog: no card and no heading of its own. */
  bare?: boolean;
}

/**
 * "Historia zmian": who did what and when (Warsaw time), what changed (before → after), the
 * request's correlation id for admins. The server decides who may read it: a 403 or 404
 * hides the section (the viewer is neither an admin, a captain concerned, nor the person).
 */
export function ChangeHistory({ entityType, entityId, enabled, bare = false }: ChangeHistoryProps) {
  const [page, setPage] = useState(0);
  const history = useHistory(entityType, entityId, page, PAGE_SIZE, { enabled });
  const hidden =
    history.error instanceof ApiRequestError && [403, 404].includes(history.error.status);
  if (!enabled || hidden) return null;
  const body = history.isPending ? (
    <SkeletonGroup>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  ) : history.isError ? (
    <ErrorMessage
      title={AUDIT_TEXTS.loadFailed}
      error={history.error}
      onRetry={() => void history.refetch()}
      compact
    />
  ) : history.data.length === 0 && page === 0 ? (
    <EmptyState plain>{AUDIT_TEXTS.empty}</EmptyState>
  ) : (
    <>
      <ol className={styles.list}>
        {history.data.map((entry, index) => (
          <HistoryEntry key={`${entry.at}-${entry.type}-${index}`} entry={entry} />
        ))}
      </ol>
      {(page > 0 || history.data.length === PAGE_SIZE) && (
        <div className={styles.pager}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            {AUDIT_TEXTS.newer}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={history.data.length < PAGE_SIZE}
            onClick={() => setPage((p) => p + 1)}
          >
            {AUDIT_TEXTS.older}
          </button>
        </div>
      )}
    </>
  );
  if (bare) return <div className={styles.bare}>{body}</div>;
  return (
    <section className={styles.card} aria-labelledby={`history-${entityId}`}>
      <h2 id={`history-${entityId}`} className={styles.title}>
        {AUDIT_TEXTS.title}
      </h2>
      {body}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntryDto }) {
  const changes = shownChanges(entry.changes);
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <span className={styles.action}>{entry.action}</span>
        <time className={styles.when} dateTime={entry.at}>
          {formatLongDateTime(entry.at)}
        </time>
      </div>
      <div className={styles.who}>{entry.actor.name}</div>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change.field}>
              <span className={styles.field}>{auditFieldLabel(change.field)}:</span>{' '}
              {change.before !== null && change.before !== undefined && (
                <>
                  <del>{formatAuditValue(change.before, change.field)}</del> →{' '}
                </>
              )}
              <ins>{formatAuditValue(change.after, change.field)}</ins>
            </li>
          ))}
        </ul>
      )}
      {entry.correlationId && (
        <div className={styles.correlation}>
          {AUDIT_TEXTS.correlation}: <code>{entry.correlationId}</code>
        </div>
      )}
    </li>
  );
}
