import { matchReportPayloadSchema, type MatchDto, type TeamDto } from '@liga/contracts';
import { useEffect, useReducer, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useTeamPlayers } from '../api/get-team';
import { useSubmitReport } from '../api/submit-report';
import {
  initialForm,
  reportFormReducer,
  teamEntry,
  toPayload,
  type Side,
} from '../lib/report-form';
import { reportsTexts } from '../texts';
import { ReportEditor } from './report-editor';
import { ReportModal } from './report-modal';
import styles from './report-dialog.module.css';
import { runMutation } from '../../../lib/run-mutation';

const t = reportsTexts.dialog;

/**
 * 'Raport meczu' (spec section 2): opens only once both teams are loaded and the captain's team
 * plays in the match (it becomes team A, 'home'); until then nothing is shown but the caller's
 * busy button. A failure to load or a foreign match closes it with a Polish message.
 */
export function ReportDialog({
  match,
  myTeamId,
  onClose,
}: {
  match: MatchDto;
  myTeamId: string;
  onClose: () => void;
}) {
  const mine = match.sender.id === myTeamId || match.receiver.id === myTeamId;
  const opponentId = match.sender.id === myTeamId ? match.receiver.id : match.sender.id;
  const home = useTeamPlayers(myTeamId, { enabled: mine });
  const enemy = useTeamPlayers(opponentId, { enabled: mine });
  const failure = !mine ? t.notYourMatch : home.isError || enemy.isError ? t.loadFailed : null;

  useEffect(() => {
    if (!failure) return;
    toast.error(failure);
    onClose();
  }, [failure, onClose]);

  if (failure || !home.data || !enemy.data) return null;
  return <ReportFormDialog match={match} home={home.data} enemy={enemy.data} onClose={onClose} />;
}

function ReportFormDialog({
  match,
  home,
  enemy,
  onClose,
}: {
  match: MatchDto;
  home: TeamDto;
  enemy: TeamDto;
  onClose: () => void;
}) {
  const [form, dispatch] = useReducer(reportFormReducer, undefined, () =>
    initialForm(teamEntry(home), teamEntry(enemy)),
  );
  const [side, setSide] = useState<Side>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReport();

  const onSubmit = () => {
    const payload = toPayload(form, { kind: 'captain', matchId: match.id });
    const checked = matchReportPayloadSchema.safeParse(payload);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? reportsTexts.unknownError);
      return;
    }
    setProblem(null);
    runMutation(submit.mutateAsync, payload, {
      onSuccess: () => {
        toast.success(t.created);
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
        <>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={submit.isPending}
            onClick={onSubmit}
          >
            {submit.isPending ? t.submitting : t.submit}
          </button>
        </>
      }
    >
      <ReportEditor form={form} dispatch={dispatch} side={side} onSideChange={setSide} />
    </ReportModal>
  );
}
