import { useState } from 'react';
import { ChangeHistory } from '../../../features/audit/components/change-history';
import { AdminReportsPanel } from '../../../features/admin-reports/components/admin-reports-panel';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';
import { ManualReportDialog } from '../../../features/reports/components/manual-report-dialog';
import { ReportDetails } from '../../../features/reports/components/report-details';
import { reportsTexts } from '../../../features/reports/texts';

/**
 * /admin/reports — Raporty: the queue with details and history (admin-reports, audit),
 * verification and deletion, and the manual report entry (reports). Live in the `admin` room (topic 'reports').
 */
export function AdminReportsRoute() {
  const { canFetch } = useSession();
  const { leagues } = useCurrentLeagues({ enabled: canFetch });
  const [manualOpen, setManualOpen] = useState(false);
  return (
    <>
      <AdminReportsPanel
        leagues={leagues}
        enabled={canFetch}
        renderDetails={(reportId) => (
          <>
            <ReportDetails reportId={reportId} />
            <ChangeHistory entityType="report" entityId={reportId} enabled={canFetch} />
          </>
        )}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setManualOpen(true)}>
            {reportsTexts.manual.open}
          </button>
        }
      />
      {manualOpen && <ManualReportDialog leagues={leagues} onClose={() => setManualOpen(false)} />}
    </>
  );
}
