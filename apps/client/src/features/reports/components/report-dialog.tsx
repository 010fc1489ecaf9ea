import { MATCH_TYPE } from '@liga/contracts';
import type { MatchDto, TeamDto } from '@liga/contracts';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useComing } from '../api/get-match-attendance';
import { useTeamPlayers } from '../api/get-team';
import { useReportSubmission } from '../hooks/use-report-submission';
import { reportsTexts } from '../texts';
import { ReportActions } from './report-actions';
import { ReportEditor } from './report-editor';
import { ReportModal } from './report-modal';

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
  const coming = useComing(match.id);
  const failure = !mine ? t.notYourMatch : home.isError || enemy.isError ? t.loadFailed : null;

  useEffect(() => {
    if (!failure) return;
    toast.error(failure);
    onClose();
  }, [failure, onClose]);

  if (failure || !home.data || !enemy.data || coming.isPending) return null;
  return (
    <ReportFormDialog
      match={match}
      home={home.data}
      enemy={enemy.data}
      coming={coming.data ?? {}}
      onClose={onClose}
    />
  );
}

function ReportFormDialog({
  match,
  home,
  enemy,
  coming,
  onClose,
}: {
  match: MatchDto;
  home: TeamDto;
  enemy: TeamDto;
  coming: Record<string, string[]>;
  onClose: () => void;
}) {
  const report = useReportSubmission(
    home,
    enemy,
    onClose,
    match.matchType === MATCH_TYPE.cup,
    coming,
  );
  return (
    <ReportModal
      title={t.title}
      onClose={onClose}
      footer={
        <ReportActions
          problem={report.problem}
          isPending={report.isPending}
          submitLabel={t.submit}
          onCancel={onClose}
          onSubmit={() => report.onSubmit({ kind: 'captain', matchId: match.id })}
        />
      }
    >
      <ReportEditor
        form={report.form}
        dispatch={report.dispatch}
        side={report.side}
        onSideChange={report.setSide}
      />
    </ReportModal>
  );
}
