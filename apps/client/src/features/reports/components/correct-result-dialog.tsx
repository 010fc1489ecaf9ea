import { correctResultSchema, type MatchReportDto, type TeamDto } from '@liga/contracts';
import { useReducer, useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useCorrectResult } from '../api/correct-result';
import { useReport } from '../api/get-report';
import { useTeamPlayers } from '../api/get-team';
import { formFromReport, reportFormReducer, toPayload, type Side } from '../lib/report-form';
import { reportsTexts } from '../texts';
import { ReportActions } from './report-actions';
import { ReportEditor } from './report-editor';
import { ReportModal } from './report-modal';
import styles from './report-editor.module.css';

const t = reportsTexts.correction;

/**
 * The league office's correction of a verified result: the report as it stands, editable
 * (score, scorers, MVP, goalkeeper ratings, walkover), and the required reason. Opens once the
 * report and both rosters are loaded.
 */
export function CorrectResultDialog({
  reportId,
  onClose,
}: {
  reportId: string;
  onClose: () => void;
}) {
  const report = useReport(reportId);
  const home = useTeamPlayers(report.data?.teams[0].id ?? null);
  const enemy = useTeamPlayers(report.data?.teams[1].id ?? null);
  if (report.isError || home.isError || enemy.isError) {
    return (
      <ReportModal title={t.title} onClose={onClose}>
        <p role="alert">{t.loadFailed}</p>
      </ReportModal>
    );
  }
  if (!report.data || !home.data || !enemy.data) return null;
  return (
    <CorrectionForm report={report.data} rosters={[home.data, enemy.data]} onClose={onClose} />
  );
}

function CorrectionForm({
  report,
  rosters,
  onClose,
}: {
  report: MatchReportDto;
  rosters: [TeamDto, TeamDto];
  onClose: () => void;
}) {
  const [form, dispatch] = useReducer(reportFormReducer, undefined, () =>
    formFromReport(report, rosters),
  );
  const [side, setSide] = useState<Side>(0);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const correct = useCorrectResult();
  const submit = () => {
    const body = {
      matchReportId: report.id,
      reason,
      report: toPayload(form, { kind: 'captain', matchId: report.match.id }),
    };
    const checked = correctResultSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? reportsTexts.unknownError);
      return;
    }
    setProblem(null);
    runMutation(correct.mutateAsync, body, {
      onSuccess: () => {
        toast.success(t.done);
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <ReportModal
      title={t.title}
      onClose={onClose}
      footer={
        <ReportActions
          problem={problem}
          isPending={correct.isPending}
          submitLabel={t.submit}
          onCancel={onClose}
          onSubmit={submit}
        />
      }
    >
      <div className={styles.reason}>
        <TextField
          label={t.reason}
          hint={t.reasonHint}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <ReportEditor
        form={form}
        dispatch={dispatch}
        side={side}
        onSideChange={setSide}
        allowUnknownScorer
      />
    </ReportModal>
  );
}
