import type { TeamDto } from '@liga/contracts';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePitches } from '../api/get-pitches';
import { useTeamPlayers } from '../api/get-team';
import { useReportSubmission } from '../hooks/use-report-submission';
import { reportsTexts } from '../texts';
import { ReportActions } from './report-actions';
import { ReportEditor } from './report-editor';
import { ReportModal } from './report-modal';
import styles from './manual-report-dialog.module.css';

const t = reportsTexts.manual;

export interface ManualLeague {
  id: string;
  name: string;
  teams: readonly { id: string; name: string }[];
}

interface MatchFields {
  leagueId: string;
  teamAId: string;
  teamBId: string;
  pitchId: string;
  /** datetime-local value, Warsaw wall-clock time (the server reads a zone-less time so). */
  date: string;
  length: string;
}

/**
 * The admin's manual report (spec: admin Reports): teams A/B, pitch, date, length and result
 * type 1 normal / 2 team A walkover 10:0 / 3 team B walkover 0:10; goals may have no scorer.
 */
export function ManualReportDialog({
  leagues,
  onClose,
}: {
  leagues: readonly ManualLeague[];
  onClose: () => void;
}) {
  const [draft, setFields] = useState<MatchFields>({
    leagueId: '',
    teamAId: '',
    teamBId: '',
    pitchId: '',
    date: '',
    length: '60',
  });
  // The leagues may arrive after the dialog opened: until one is chosen, the first is shown.
  const fields = { ...draft, leagueId: draft.leagueId || (leagues[0]?.id ?? '') };
  const pitches = usePitches();
  const teamA = useTeamPlayers(fields.teamAId || null);
  const teamB = useTeamPlayers(fields.teamBId || null);
  const league = leagues.find((l) => l.id === fields.leagueId);
  const set = (patch: Partial<MatchFields>) => setFields((f) => ({ ...f, ...patch }));

  return (
    <ReportModal title={t.title} onClose={onClose}>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.fields}>
        <Select
          label={t.league}
          value={fields.leagueId}
          options={leagues}
          onChange={(leagueId) => set({ leagueId, teamAId: '', teamBId: '' })}
        />
        <Select
          label={t.teamA}
          value={fields.teamAId}
          options={league?.teams ?? []}
          onChange={(teamAId) => set({ teamAId })}
        />
        <Select
          label={t.teamB}
          value={fields.teamBId}
          options={(league?.teams ?? []).filter((team) => team.id !== fields.teamAId)}
          onChange={(teamBId) => set({ teamBId })}
        />
        {pitches.isError ? (
          <ErrorMessage compact title={t.pitchesFailed} error={pitches.error} />
        ) : (
          <Select
            label={t.pitch}
            value={fields.pitchId}
            options={pitches.data ?? []}
            onChange={(pitchId) => set({ pitchId })}
          />
        )}
        <label className={styles.field}>
          <span>{t.date}</span>
          <input
            type="datetime-local"
            value={fields.date}
            onChange={(e) => set({ date: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t.length}</span>
          <input
            type="number"
            min={11}
            max={119}
            value={fields.length}
            onChange={(e) => set({ length: e.target.value })}
          />
        </label>
      </div>
      {teamA.data && teamB.data && teamA.data.id !== teamB.data.id ? (
        <ManualReportForm
          key={`${teamA.data.id}|${teamB.data.id}`}
          teamA={teamA.data}
          teamB={teamB.data}
          fields={fields}
          onDone={onClose}
        />
      ) : fields.teamAId && fields.teamBId ? (
        <Skeleton height={240} radius="var(--radius-md)" />
      ) : (
        <p className={styles.hint}>{t.chooseTeams}</p>
      )}
    </ReportModal>
  );
}

function ManualReportForm({
  teamA,
  teamB,
  fields,
  onDone,
}: {
  teamA: TeamDto;
  teamB: TeamDto;
  fields: MatchFields;
  onDone: () => void;
}) {
  const report = useReportSubmission(
    teamA,
    teamB,
    () => ({
      kind: 'admin',
      pitchId: fields.pitchId,
      date: fields.date,
      matchLength: Number(fields.length),
    }),
    onDone,
  );
  return (
    <>
      <ReportEditor
        form={report.form}
        dispatch={report.dispatch}
        side={report.side}
        onSideChange={report.setSide}
        allowUnknownScorer
        resultLabels={t.resultLabels}
      />
      <div className={styles.actions}>
        <ReportActions
          problem={report.problem}
          isPending={report.isPending}
          submitLabel={t.submit}
          onCancel={onDone}
          onSubmit={report.onSubmit}
        />
      </div>
    </>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.choose}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
