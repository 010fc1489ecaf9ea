import { changeLeagueSchema, type LeagueDto, type TeamCardDto } from '@liga/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useChangeLeague } from '../api/change-league';
import { showAdminError } from '../lib/action-error';
import { adminTeamsTexts } from '../texts';
import styles from './change-league-dialog.module.css';
import { runMutation } from '../../../lib/run-mutation';

const t = adminTeamsTexts.changeLeague;

/** The change-league dialog: a league select, then POST /api/team/change-league. */
export function ChangeLeagueDialog({
  team,
  leagues,
  onClose,
}: {
  team: TeamCardDto | null;
  leagues: readonly LeagueDto[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={team !== null}
      title={t.title}
      onClose={onClose}
      closeLabel={t.close}
      size="small"
    >
      {team && <ChangeLeagueForm team={team} leagues={leagues} onDone={onClose} />}
    </Dialog>
  );
}

function ChangeLeagueForm({
  team,
  leagues,
  onDone,
}: {
  team: TeamCardDto;
  leagues: readonly LeagueDto[];
  onDone: () => void;
}) {
  const [leagueId, setLeagueId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeLeague();
  const options = leagues
    .filter((league) => league.id !== team.leagueId)
    .map((league) => ({ value: league.id, label: league.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeLeagueSchema.safeParse({
      newLeagueId: leagueId,
      leagueTeamId: team.leagueTeamId,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? adminTeamsTexts.unknownError);
      return;
    }
    setError(null);
    runMutation(change.mutateAsync, parsed.data, {
      onSuccess: () => {
        toast.success(adminTeamsTexts.teams.edited);
        onDone();
      },
      onError: (failure) => showAdminError(failure),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <DialogLead>{t.lead(team.name)}</DialogLead>
      <SelectField
        label={t.select}
        placeholder={t.placeholder}
        options={options}
        value={leagueId}
        onChange={(event) => setLeagueId(event.target.value)}
        error={error}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {t.submit}
        </Button>
      </DialogActions>
    </form>
  );
}
