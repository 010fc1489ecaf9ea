import type { MatchReportSummaryDto } from '@liga/contracts';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptReport } from '../api/accept-report';
import { useReportsToAccept } from '../api/get-reports-to-accept';
import { useRejectReport } from '../api/reject-report';
import { formatDay, formatHour } from '../lib/dates';
import { reportsTexts } from '../texts';
import { ReportDetails } from './report-details';
import { ListSkeleton, ReportsList } from './reports-list';
import styles from './reports-list.module.css';
import { runMutation } from '../../../lib/run-mutation';

const t = reportsTexts;

/** List 2: reports filed by the opposing captain, waiting for AKCEPTUJ or ODRZUĆ. */
export function ReportsToAccept({ teamId, enabled = true }: { teamId: string; enabled?: boolean }) {
  const reports = useReportsToAccept(teamId, { enabled });
  let body;
  if (reports.isError) {
    body = (
      <ErrorMessage
        title={t.toAccept.failed}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (reports.isPending) {
    body = <ListSkeleton rows={2} />;
  } else if (reports.data.length === 0) {
    body = <p className={styles.empty}>{t.toAccept.empty}</p>;
  } else {
    body = (
      <ReportsList>
        {reports.data.map((report) => (
          <ReportRow key={report.id} report={report} teamId={teamId} />
        ))}
      </ReportsList>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="reports-to-accept-title">
      <h2 id="reports-to-accept-title" className={styles.heading}>
        {t.toAccept.heading}
      </h2>
      {body}
    </section>
  );
}

function ReportRow({ report, teamId }: { report: MatchReportSummaryDto; teamId: string }) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptReport();
  const reject = useRejectReport();
  const mineIndex = report.teams[1].id === teamId ? 1 : 0;
  const mine = report.teams[mineIndex];
  const opponent = report.teams[1 - mineIndex];
  const day = formatDay(report.match?.date);
  const busy = accept.isPending || reject.isPending;

  const decide = async (decision: 'accept' | 'reject') => {
    if (!(await confirmAction({ message: t.confirm, danger: decision === 'reject' }))) return;
    const mutation = decision === 'accept' ? accept : reject;
    runMutation(mutation.mutateAsync, report.id, {
      onSuccess: () =>
        toast.success(decision === 'accept' ? t.toAccept.accepted : t.toAccept.rejected),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <li className={styles.row} data-report-id={report.id}>
      <span className={styles.date}>
        {day ?? t.noDate}
        {day && <span className={styles.hour}>{formatHour(report.match.date)}</span>}
      </span>
      <span className={styles.opponent}>{opponent.name}</span>
      <span className={styles.score} title={t.columns.scoreHint}>
        {mine.score} : {opponent.score}
      </span>
      <span className={styles.action}>
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t.toAccept.hideDetails : t.toAccept.details}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void decide('accept')}
        >
          {t.toAccept.accept}
        </button>
        <button
          type="button"
          className={`btn btn-secondary ${styles.reject}`}
          disabled={busy}
          onClick={() => void decide('reject')}
        >
          {t.toAccept.reject}
        </button>
      </span>
      {open && (
        <div className={styles.details}>
          <ReportDetails reportId={report.id} />
        </div>
      )}
    </li>
  );
}
