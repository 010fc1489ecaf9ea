import { manualMatchFieldsSchema, type ManualMatchFields, type TeamDto } from '@liga/contracts';
import { useEffect } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldProps, useContractForm, type ContractForm } from '../../../lib/use-contract-form';
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

/** The match fields as typed; `date` is a datetime-local value, Warsaw wall-clock time. */
type MatchFields = Record<keyof ManualMatchFields, string>;
type MatchForm = ContractForm<MatchFields, ManualMatchFields>;

const EMPTY: MatchFields = {
  leagueId: '',
  teamAId: '',
  teamBId: '',
  pitchId: '',
  date: '',
  matchLength: '60',
};

const MATCH_FIELDS = Object.keys(EMPTY) as (keyof MatchFields)[];

const choices = (options: readonly { id: string; name: string }[]) =>
  options.map((option) => ({ value: option.id, label: option.name }));

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
  const form = useContractForm<MatchFields, ManualMatchFields>({
    schema: manualMatchFieldsSchema,
    defaultValues: EMPTY,
  });
  const fields = form.watch();
  // The leagues may arrive after the dialog opened: until one is chosen, the first is shown.
  const firstLeague = leagues[0]?.id ?? '';
  useEffect(() => {
    if (!form.getValues('leagueId') && firstLeague) form.setValue('leagueId', firstLeague);
  }, [form, firstLeague]);
  const pitches = usePitches();
  const teamA = useTeamPlayers(fields.teamAId || null);
  const teamB = useTeamPlayers(fields.teamBId || null);
  const league = leagues.find((l) => l.id === fields.leagueId);
  const leagueField = fieldProps(form, 'leagueId');

  return (
    <ReportModal title={t.title} onClose={onClose}>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.fields}>
        <SelectField
          label={t.league}
          placeholder={t.choose}
          options={choices(leagues)}
          {...leagueField}
          onChange={(event) => {
            form.setValue('teamAId', '');
            form.setValue('teamBId', '');
            return leagueField.onChange(event);
          }}
        />
        <SelectField
          label={t.teamA}
          placeholder={t.choose}
          options={choices(league?.teams ?? [])}
          {...fieldProps(form, 'teamAId')}
        />
        <SelectField
          label={t.teamB}
          placeholder={t.choose}
          options={choices((league?.teams ?? []).filter((team) => team.id !== fields.teamAId))}
          {...fieldProps(form, 'teamBId')}
        />
        {pitches.isError ? (
          <ErrorMessage compact title={t.pitchesFailed} error={pitches.error} />
        ) : (
          <SelectField
            label={t.pitch}
            placeholder={t.choose}
            options={choices(pitches.data ?? [])}
            {...fieldProps(form, 'pitchId')}
          />
        )}
        <TextField label={t.date} type="datetime-local" {...fieldProps(form, 'date')} />
        <TextField
          label={t.length}
          type="number"
          min={11}
          max={119}
          {...fieldProps(form, 'matchLength')}
        />
      </div>
      {teamA.data && teamB.data && teamA.data.id !== teamB.data.id ? (
        <ManualReportForm
          key={`${teamA.data.id}|${teamB.data.id}`}
          teamA={teamA.data}
          teamB={teamB.data}
          match={form}
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
  match,
  onDone,
}: {
  teamA: TeamDto;
  teamB: TeamDto;
  /** The match fields above: checked first, their messages under them. */
  match: MatchForm;
  onDone: () => void;
}) {
  const report = useReportSubmission(teamA, teamB, onDone);
  // A wrong match field is above the report: it is brought into view (focused).
  const submit = match.handleSubmit(
    ({ pitchId, date, matchLength }) =>
      report.onSubmit({ kind: 'admin', pitchId, date, matchLength }),
    (errors) => {
      const first = MATCH_FIELDS.find((field) => errors[field]);
      if (first) match.setFocus(first);
    },
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
          onSubmit={() => void submit()}
        />
      </div>
    </>
  );
}
