import {
  type CalendarMatchDto,
  type CancelMatchByAdminRequest,
  cancelMatchByAdminSchema,
} from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useCancelMatch } from '../api/cancel-match';
import { showCancelError } from '../lib/action-error';
import { adminMatchesTexts } from '../texts';
import styles from './admin-matches.module.css';

const t = adminMatchesTexts.cancel;

/** 'Odwołaj mecz': the reason (required, the contract's schema), then the admin's cancellation. */
export function CancelMatchDialog({
  match,
  onClose,
}: {
  match: CalendarMatchDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={match !== null}
      title={t.title}
      onClose={onClose}
      closeLabel={t.close}
      size="small"
    >
      {match && <CancelMatchForm match={match} onDone={onClose} />}
    </Dialog>
  );
}

function CancelMatchForm({ match, onDone }: { match: CalendarMatchDto; onDone: () => void }) {
  const cancel = useCancelMatch();
  const form = useContractForm<CancelMatchByAdminRequest, CancelMatchByAdminRequest>({
    schema: cancelMatchByAdminSchema,
    defaultValues: { reason: '' },
  });
  const reason = fieldProps(form, 'reason');

  // The toast also when the dialog has closed meanwhile (the promise settles after an unmount).
  const submit = async (request: CancelMatchByAdminRequest) => {
    try {
      await cancel.mutateAsync({ matchId: match.id, reason: request.reason });
    } catch (failure) {
      markApiFieldErrors(form.setError, failure, ['reason']);
      showCancelError(failure);
      return;
    }
    toast.success(t.done);
    onDone();
  };

  const teams = `${match.teamA.name} ${adminMatchesTexts.vs} ${match.teamB.name}`;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
    >
      <DialogLead>{t.lead(teams, tryFormatLongDateTime(match.date) ?? match.date)}</DialogLead>
      <TextField label={t.reason} hint={t.hint} autoComplete="off" autoFocus {...reason} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t.back}
        </Button>
        <Button type="submit" variant="danger" disabled={cancel.isPending}>
          {t.submit}
        </Button>
      </DialogActions>
    </form>
  );
}
