import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { TextField } from '../../../components/ui/form-field';
import { SkeletonGroup, SkeletonText } from '../../../components/ui/skeleton';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { type EventFilter, useEventLog } from '../api/get-events';
import { operationsTexts as t } from '../texts';
import styles from './operations.module.css';

const FIELDS = [
  ['StreamId', t.filters.stream, 'text'],
  ['Type', t.filters.type, 'text'],
  ['CorrelationId', t.filters.correlation, 'text'],
  ['From', t.filters.from, 'datetime-local'],
  ['To', t.filters.to, 'datetime-local'],
] as const;

/** The event log browser: by stream, type, correlation id or time (Warsaw), newest first. */
export function EventLog({ enabled }: { enabled: boolean }) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<EventFilter>({});
  const log = useEventLog(filter, { enabled });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next: EventFilter = {};
    for (const [key] of FIELDS) if (draft[key]?.trim()) next[key] = draft[key].trim();
    setFilter(next);
  };
  return (
    <section className={styles.card} aria-labelledby="ops-log">
      <h2 id="ops-log" className={styles.title}>
        {t.log}
      </h2>
      <form className={styles.filters} onSubmit={search}>
        {FIELDS.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            type={type}
            value={draft[key] ?? ''}
            fieldClassName={styles.field}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          />
        ))}
        <button type="submit" className={`btn btn-primary ${styles.search}`}>
          {t.filters.search}
        </button>
      </form>
      {log.isError ? (
        <ErrorMessage title={t.logFailed} error={log.error} compact />
      ) : log.isPending ? (
        <SkeletonGroup>
          <SkeletonText lines={5} />
        </SkeletonGroup>
      ) : log.data.items.length === 0 ? (
        <EmptyState plain>{t.noEvents}</EmptyState>
      ) : (
        <>
          <ol className={styles.events}>
            {log.data.items.map((e) => (
              <li key={e.globalPosition}>
                <details>
                  <summary>
                    <span className={styles.position}>#{e.globalPosition}</span>{' '}
                    <strong>{e.type}</strong> · {e.streamId} · {formatLongDateTime(e.recordedAt)}
                  </summary>
                  <p className={styles.muted}>
                    {t.filters.correlation}: <code>{e.correlationId ?? '—'}</code>
                  </p>
                  <pre className={styles.data}>{JSON.stringify(e.data, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
          <div className={styles.pager}>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={filter.before === undefined}
              onClick={() => setFilter({ ...filter, before: undefined })}
            >
              {t.newest}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={log.data.nextBefore === null}
              onClick={() => setFilter({ ...filter, before: log.data.nextBefore ?? undefined })}
            >
              {t.older}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
