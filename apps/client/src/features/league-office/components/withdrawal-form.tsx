import { type LeagueDto, type WithdrawalMode, withdrawTeamSchema } from '@liga/contracts';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-store';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useWithdrawTeam } from '../api/withdraw-team';
import { showOfficeError } from '../lib/office-error';
import { officeTexts } from '../texts';
import { ReasonAndSubmit } from './reason-and-submit';
import styles from './office.module.css';

const t = officeTexts.withdrawal;

/**
 * Withdraws a team of the league mid-season, with the admin's choice of what happens to its
 * results (annulled, or kept with its accepted matches as walkovers lost) and a reason; asks
 * for confirmation first (it cannot be undone).
 */
export function WithdrawalForm({ league }: { league: LeagueDto }) {
  const [teamId, setTeamId] = useState('');
  const [mode, setMode] = useState<WithdrawalMode | ''>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = useWithdrawTeam();
  const submit = async () => {
    const checked = withdrawTeamSchema.safeParse({ teamId, leagueId: league.id, mode, reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? officeTexts.unknownError);
      return;
    }
    setProblem(null);
    const team = league.teams.find((x) => x.id === teamId)?.name ?? '';
    const confirmed = await confirmAction({
      title: t.confirmTitle,
      message: t.confirm(team, league.name, t.modes[checked.data.mode]),
      confirmLabel: t.save,
      danger: true,
    });
    if (!confirmed) return;
    try {
      const done = await withdraw.mutateAsync(checked.data);
      toast.success(t.done(done.cancelledMatches, done.walkovers));
    } catch (failure) {
      showOfficeError(failure);
      return;
    }
    setTeamId('');
    setReason('');
  };
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t.title}</h3>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.row}>
        <SelectField
          label={officeTexts.points.team}
          placeholder={officeTexts.points.teamPlaceholder}
          value={teamId}
          options={league.teams.map((x) => ({ value: x.id, label: x.name }))}
          onChange={(e) => setTeamId(e.target.value)}
        />
        <SelectField
          label={t.mode}
          placeholder={t.modePlaceholder}
          value={mode}
          options={[
            { value: 'annul', label: t.modes.annul },
            { value: 'walkovers', label: t.modes.walkovers },
          ]}
          onChange={(e) => setMode(e.target.value as WithdrawalMode)}
        />
      </div>
      {mode && <p className={styles.lead}>{t.explain[mode]}</p>}
      <ReasonAndSubmit
        reason={reason}
        onReason={setReason}
        problem={problem}
        label={t.save}
        pending={withdraw.isPending}
        onSubmit={() => void submit()}
        variant="danger"
      />
    </div>
  );
}
