import {
  changeLeagueSchema,
  type ChangeLeagueRequest,
  type LeagueDto,
  type TeamCardDto,
} from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useChangeLeague } from '../api/change-league';
import { showAdminError } from '../lib/action-error';
import { adminTeamsTexts } from '../texts';
import styles from './change-league-dialog.module.css';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';

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
  const change = useChangeLeague();
  // The team's link travels with the choice, so the contract checks both.
  const form = useContractForm<ChangeLeagueRequest, ChangeLeagueRequest>({
    schema: changeLeagueSchema,
    defaultValues: { newLeagueId: '', leagueTeamId: team.leagueTeamId ?? '' },
  });
  const league = fieldProps(form, 'newLeagueId');
  const linkError = form.formState.errors.leagueTeamId?.message;
  const options = leagues
    .filter((league) => league.id !== team.leagueId)
    .map((league) => ({ value: league.id, label: league.name }));

  // The toast also when the dialog has closed meanwhile (the promise settles after an unmount).
  const submit = async (request: ChangeLeagueRequest) => {
    try {
      await change.mutateAsync(request);
    } catch (failure) {
      markApiFieldErrors(form.setError, failure, ['newLeagueId']);
      showAdminError(failure);
      return;
    }
    toast.success(adminTeamsTexts.teams.edited);
    onDone();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
    >
      <DialogLead>{t.lead(team.name)}</DialogLead>
      <SelectField
        label={t.select}
        placeholder={t.placeholder}
        options={options}
        {...league}
        error={league.error ?? linkError}
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
