import { type LeagueDto, OFFICE_MESSAGES, suspendPlayerSchema } from '@liga/contracts';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useOfficeTeam, useSuspendPlayer } from '../api/suspensions';
import { showOfficeError } from '../lib/office-error';
import { officeTexts } from '../texts';
import { ReasonAndSubmit } from './reason-and-submit';
import styles from './office.module.css';

const t = officeTexts.suspension;

/** Suspends a player of a team of the league for N matches or until a day, with a reason. */
export function SuspensionForm({ league }: { league: LeagueDto }) {
  const [teamId, setTeamId] = useState('');
  const [userId, setUserId] = useState('');
  const [kind, setKind] = useState<'matches' | 'until'>('matches');
  const [matches, setMatches] = useState('1');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const team = useOfficeTeam(teamId || null);
  const suspend = useSuspendPlayer();
  const submit = async () => {
    const body = {
      teamId,
      userId,
      matches: kind === 'matches' ? Number(matches) : null,
      until: kind === 'until' ? until : null,
      reason,
    };
    const checked = suspendPlayerSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? officeTexts.unknownError);
      return;
    }
    setProblem(null);
    try {
      await suspend.mutateAsync(body);
    } catch (failure) {
      showOfficeError(failure);
      return;
    }
    setReason('');
    toast.success(OFFICE_MESSAGES.suspended);
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
          onChange={(e) => {
            setTeamId(e.target.value);
            setUserId('');
          }}
        />
        <SelectField
          label={t.player}
          placeholder={t.playerPlaceholder}
          value={userId}
          disabled={!team.data}
          options={(team.data?.users ?? []).map((u) => ({
            value: u.id,
            label: `${u.firstName} ${u.lastName}`,
          }))}
          onChange={(e) => setUserId(e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t.kind}
          value={kind}
          options={[
            { value: 'matches', label: t.byMatches },
            { value: 'until', label: t.byDate },
          ]}
          onChange={(e) => setKind(e.target.value as 'matches' | 'until')}
        />
        {kind === 'matches' ? (
          <TextField
            label={t.matches}
            type="number"
            min={1}
            max={50}
            value={matches}
            onChange={(e) => setMatches(e.target.value)}
          />
        ) : (
          <TextField
            label={t.until}
            type="date"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        )}
      </div>
      <ReasonAndSubmit
        reason={reason}
        onReason={setReason}
        problem={problem}
        label={t.save}
        pending={suspend.isPending}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
