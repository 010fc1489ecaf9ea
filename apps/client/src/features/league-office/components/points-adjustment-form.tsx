import { adjustPointsSchema, type LeagueDto, OFFICE_MESSAGES } from '@liga/contracts';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useAdjustPoints } from '../api/adjust-points';
import { showOfficeError } from '../lib/office-error';
import { officeTexts } from '../texts';
import { ReasonAndSubmit } from './reason-and-submit';
import styles from './office.module.css';

const t = officeTexts.points;

/** A points deduction (negative) or bonus (positive) for a team of the league, with a reason. */
export function PointsAdjustmentForm({ league }: { league: LeagueDto }) {
  const [teamId, setTeamId] = useState('');
  const [points, setPoints] = useState('-3');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustPoints();
  const submit = async () => {
    const body = { leagueId: league.id, teamId, points: Number(points), reason };
    const checked = adjustPointsSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? officeTexts.unknownError);
      return;
    }
    setProblem(null);
    try {
      await adjust.mutateAsync(checked.data);
    } catch (failure) {
      showOfficeError(failure);
      return;
    }
    setReason('');
    toast.success(OFFICE_MESSAGES.pointsAdjusted);
  };
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t.title}</h3>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.row}>
        <SelectField
          label={t.team}
          placeholder={t.teamPlaceholder}
          value={teamId}
          options={league.teams.map((team) => ({ value: team.id, label: team.name }))}
          onChange={(e) => setTeamId(e.target.value)}
        />
        <TextField
          label={t.points}
          type="number"
          inputMode="numeric"
          value={points}
          min={-99}
          max={99}
          onChange={(e) => setPoints(e.target.value)}
        />
      </div>
      <ReasonAndSubmit
        reason={reason}
        onReason={setReason}
        problem={problem}
        label={t.save}
        pending={adjust.isPending}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
