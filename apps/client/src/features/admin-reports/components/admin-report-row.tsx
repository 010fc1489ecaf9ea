import {
  REPORT_STATUS,
  reportStatusName,
  walkoverWarning,
  wallClockAt,
  type MatchReportSummaryDto,
} from '@liga/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { confirmAction } from '../../../components/ui/confirm-store';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReport } from '../api/delete-report';
import { useVerifyReport } from '../api/verify-report';
import { adminReportsTexts } from '../texts';
import styles from './admin-reports.module.css';
import { runMutation } from '../../../lib/run-mutation';

const t = adminReportsTexts;

const TONES: Record<number, BadgeTone> = {
  [REPORT_STATUS.waitingForReceiver]: 'info',
  [REPORT_STATUS.waitingForSender]: 'info',
  [REPORT_STATUS.toVerify]: 'warning',
  [REPORT_STATUS.verified]: 'success',
};

const pad = (n: number) => String(n).padStart(2, '0');
function formatDate(value: string | null | undefined): string {
  if (!value || Number.isNaN(Date.parse(value))) return t.noDate;
  const w = wallClockAt(new Date(value));
  return `${pad(w.day)}.${pad(w.month)}.${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * One report: date, league, teams and score, status; details, and the action its state allows:
 * 'Zatwierdź' only when both captains agreed, 'Odrzuć' while open, 'Usuń' once verified.
 */
export function AdminReportRow({
  report,
  renderDetails,
}: {
  report: MatchReportSummaryDto;
  renderDetails: (reportId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const verify = useVerifyReport();
  const remove = useDeleteReport();
  const [a, b] = report.teams;
  const verified = report.status.id === REPORT_STATUS.verified;
  // only a report both captains agreed on waits for the admin's verification
  const verifiable = report.status.id === REPORT_STATUS.toVerify;
  const busy = verify.isPending || remove.isPending;

  const onVerify = async () => {
    const warn = report.walkoverWarning || walkoverWarning(a.walkovers, b.walkovers);
    const confirmed = await confirmAction(
      warn
        ? {
            title: t.walkoversTooHigh,
            message: t.walkoverCounts(a.name, a.walkovers, b.name, b.walkovers),
            danger: true,
          }
        : { message: t.confirm },
    );
    if (!confirmed) return;
    runMutation(verify.mutateAsync, report.id, {
      onSuccess: () => toast.success(t.verified),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const onDelete = async () => {
    if (!(await confirmAction({ message: t.confirm, danger: true }))) return;
    runMutation(remove.mutateAsync, report.id, {
      onSuccess: () => toast.success(verified ? t.deletedVerified : t.rejectedUnverified),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <li className={styles.row} data-report-id={report.id}>
      <span className={styles.date}>{formatDate(report.match?.date)}</span>
      <span className={styles.league}>{report.league?.name ?? t.noLeague}</span>
      <span className={styles.match}>
        <span className={styles.team}>{a.name}</span>
        <span className={styles.score}>
          {a.score} : {b.score}
        </span>
        <span className={styles.team}>{b.name}</span>
      </span>
      <span className={styles.badges}>
        <Badge tone={TONES[report.status.id] ?? 'neutral'}>
          {reportStatusName(report.status.id)}
        </Badge>
        {report.isWalkover && <Badge tone="danger">{t.walkover}</Badge>}
        {report.adminInsert && <Badge>{t.adminInsert}</Badge>}
      </span>
      <span className={styles.actions}>
        <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? t.hideDetails : t.details}
        </Button>
        {verifiable && (
          <Button variant="primary" disabled={busy} onClick={() => void onVerify()}>
            {t.accept}
          </Button>
        )}
        <Button variant="danger-outline" disabled={busy} onClick={() => void onDelete()}>
          {verified ? t.remove : t.reject}
        </Button>
      </span>
      {open && <div className={styles.details}>{renderDetails(report.id)}</div>}
    </li>
  );
}
