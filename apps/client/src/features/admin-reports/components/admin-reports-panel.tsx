import { REPORT_QUEUE_STATUSES, REPORT_QUEUE_TEXTS, type ReportQueueStatus } from '@liga/contracts';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportQueue } from '../api/get-report-queue';
import { useRangeParams, type AdminReportFilter } from '../hooks/use-range-params';
import { adminReportsTexts } from '../texts';
import { AdminReportRow } from './admin-report-row';
import { ReportFilters } from './report-filters';
import styles from './admin-reports.module.css';

const t = adminReportsTexts;
const PAGE_SIZE = 20;

/**
 * Admin Raporty, the report queue: opens on the reports waiting for verification (the longest
 * waiting first), a tab per status with its count, filters (league, team, match days), pages
 * of 20; each row offers what its state allows. Live in the room `admin` (topic 'reports').
 */
export function AdminReportsPanel({
  leagues,
  renderDetails,
  actions,
  enabled = true,
}: {
  leagues: readonly { id: string; name: string }[];
  renderDetails: (reportId: string) => ReactNode;
  /** The manual report entry button (composed by the route). */
  actions?: ReactNode;
  enabled?: boolean;
}) {
  useDocumentTitle(t.title);
  const [filter, apply] = useRangeParams(leagues.length);
  const leagueId = filter.league === null ? null : (leagues[filter.league]?.id ?? null);
  const queue = useReportQueue(
    {
      status: filter.status,
      leagueId,
      teamId: leagueId ? filter.team : null,
      from: filter.from,
      to: filter.to,
      page: filter.page,
      pageSize: PAGE_SIZE,
    },
    { enabled },
  );
  const load = (next: AdminReportFilter) => {
    const same = JSON.stringify(next) === JSON.stringify(filter);
    if (same) void queue.refetch();
    else apply(next);
  };
  const pick = (status: ReportQueueStatus) => apply({ ...filter, status, page: 0 });
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / PAGE_SIZE)) : 1;

  return (
    <section className={styles.panel} aria-labelledby="admin-reports-title">
      <header className={styles.head}>
        <h2 id="admin-reports-title" className={styles.title}>
          {t.title}
        </h2>
        {actions}
      </header>
      <ReportFilters
        key={`${filter.league}|${filter.team}|${filter.from}|${filter.to}`}
        leagues={leagues}
        applied={filter}
        onLoad={load}
        loading={queue.isFetching}
      />
      <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs}>
        {REPORT_QUEUE_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={filter.status === status}
            className={`${styles.tab} ${filter.status === status ? styles.tabActive : ''}`}
            onClick={() => pick(status)}
          >
            {REPORT_QUEUE_TEXTS.tabs[status]}
            <span className={styles.tabCount}>{queue.data?.counts[status] ?? '…'}</span>
          </button>
        ))}
      </div>
      <p className={styles.live}>{t.live}</p>
      {queue.isError ? (
        <ErrorMessage title={t.failed} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.rows}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={64} radius="var(--radius-md)" />
          ))}
        </SkeletonGroup>
      ) : queue.data.items.length === 0 ? (
        <p className={styles.empty}>{t.emptyTab[filter.status]}</p>
      ) : (
        <>
          <ul className={styles.rows}>
            {queue.data.items.map((report) => (
              <AdminReportRow key={report.id} report={report} renderDetails={renderDetails} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t.pager}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={filter.page === 0}
                onClick={() => apply({ ...filter, page: filter.page - 1 })}
              >
                {t.previous}
              </button>
              <span>{t.pageOf(filter.page + 1, pages)}</span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={filter.page + 1 >= pages}
                onClick={() => apply({ ...filter, page: filter.page + 1 })}
              >
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
