import { editTeamSchema, POSITIONS, type EditTeamRequest, type TeamDto } from '@liga/contracts';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm-store';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { useChangeCaptain } from '../api/change-captain';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateTeam } from '../api/update-team';
import { showActionError } from '../lib/action-error';
import { fullName, isCaptain } from '../lib/members';
import { teamsTexts } from '../texts';
import styles from './manage-team-dialog.module.css';
import { TEAM_NAME_FIELDS, TeamNameFields, type TeamNames } from './team-name-fields';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useContractForm } from '../../../lib/use-contract-form';

const t = teamsTexts.manage;

interface ManageTeamDialogProps {
  team: TeamDto;
  captainId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Zarządzaj': the captain edits name and short name, removes members, passes the captaincy. */
export function ManageTeamDialog({ team, captainId, open, onClose }: ManageTeamDialogProps) {
  return (
    <Dialog
      open={open}
      title={t.title}
      onClose={onClose}
      closeLabel={teamsTexts.modal.close}
      size="wide"
      closeOnBackdrop
    >
      <EditTeamForm team={team} />
      <Roster team={team} captainId={captainId} />
    </Dialog>
  );
}

function EditTeamForm({ team }: { team: TeamDto }) {
  const update = useUpdateTeam();
  const form = useContractForm<TeamNames, EditTeamRequest>({
    schema: editTeamSchema,
    prepare: (values) => ({ ...values, id: team.id }),
    defaultValues: { name: team.name, shortName: team.shortName },
  });

  // The toast also when the dialog has closed meanwhile (the promise settles after an unmount).
  const submit = async (request: EditTeamRequest) => {
    try {
      await update.mutateAsync(request);
      toast.success(t.edited);
    } catch (error) {
      markApiFieldErrors(form.setError, error, TEAM_NAME_FIELDS);
      showActionError(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.section}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
      >
        <h3 className={styles.heading}>{t.dataSection}</h3>
        <div className={styles.fields}>
          <TeamNameFields labels={t} nameFieldClassName={styles.nameField} />
        </div>
        <Button type="submit" className={styles.submit} disabled={update.isPending}>
          {t.submit}
        </Button>
      </form>
    </FormProvider>
  );
}

function positionName(id: number | undefined): string {
  return POSITIONS.find((position) => position.id === id)?.name ?? '—';
}

function Roster({ team, captainId }: { team: TeamDto; captainId: string }) {
  const remove = useRemoveMember();
  const promote = useChangeCaptain();
  const others = team.users
    .filter((member) => !isCaptain(member) && member.id !== captainId)
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'pl'));
  const busy = remove.isPending || promote.isPending;

  const onRemove = async (userTeamId: string) => {
    if (!(await confirmAction({ message: t.removeConfirm, danger: true }))) return;
    runMutation(remove.mutateAsync, userTeamId, {
      onSuccess: () => toast.success(t.removed),
      onError: (error) => showActionError(error),
    });
  };
  const onPromote = async (newCapitanId: string) => {
    if (!(await confirmAction({ message: t.promoteConfirm }))) return;
    runMutation(
      promote.mutateAsync,
      { teamId: team.id, oldCapitanId: captainId, newCapitanId },
      {
        onSuccess: () => toast.success(t.promoted),
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="manage-roster-title">
      <h3 id="manage-roster-title" className={styles.heading}>
        {t.roster}
      </h3>
      {others.length === 0 ? (
        <p className={styles.empty}>{t.rosterEmpty}</p>
      ) : (
        <ul className={styles.roster}>
          {others.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.memberName}>
                {fullName(member)}
                <span className={styles.position}>{positionName(member.positionType?.id)}</span>
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => void onPromote(member.id)}
              >
                {t.promote}
              </button>
              <button
                type="button"
                className={`btn btn-ghost ${styles.danger}`}
                disabled={busy}
                onClick={() => void onRemove(member.userTeamId)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
