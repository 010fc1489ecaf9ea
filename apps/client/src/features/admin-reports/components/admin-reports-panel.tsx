import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminReports } from '../api/get-admin-reports';
import { useRangeParams, type AdminReportFilter } from '../hooks/use-range-params';
import { adminReportsTexts } from '../texts';
import { AdminReportRow } from './admin-report-row';
import { ReportFilters } from './report-filters';
import styles from './admin-reports.module.css';

const t = adminReportsTexts;

/**
 * Admin Raporty: filters (league, start, end, 'Wczytaj'), the reports with expandable details,
 * verification and deletion; reports waiting for verification appear live (room `admin`).
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
  const reports = useAdminReports(leagueId, filter.from, filter.to, { enabled });
  const load = (next: AdminReportFilter) => {
    const same =
      next.league === filter.league && next.from === filter.from && next.to === filter.to;
    if (same) void reports.refetch();
    else apply(next);
  };

  return (
    <section className={styles.panel} aria-labelledby="admin-reports-title">
      <header className={styles.head}>
        <h2 id="admin-reports-title" className={styles.title}>
          {t.title}
        </h2>
        {actions}
      </header>
      <ReportFilters
        key={`${filter.league}|${filter.from}|${filter.to}`}
        leagues={leagues}
        applied={filter}
        onLoad={load}
        loading={reports.isFetching}
      />
      <p className={styles.live}>{t.live}</p>
      {reports.isError ? (
        <ErrorMessage
          title={t.failed}
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.rows}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={64} radius="var(--radius-md)" />
          ))}
        </SkeletonGroup>
      ) : reports.data.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <p className={styles.count}>{t.count(reports.data.length)}</p>
          <ul className={styles.rows}>
            {reports.data.map((report) => (
              <AdminReportRow key={report.id} report={report} renderDetails={renderDetails} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
