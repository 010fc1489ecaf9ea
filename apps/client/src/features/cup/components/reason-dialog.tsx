import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { CUP_LIMITS, CUP_MESSAGES } from '@liga/contracts';
import { cupTexts } from '../texts';
import styles from './admin-cups.module.css';

export interface ReasonRequest {
  title: string;
  lead: string;
  submit: string;
  /** A choice to make besides the reason (the tie's outcome, the team to add). */
  choice?: { label: string; options: Array<{ value: string; label: string }> };
  run: (reason: string, choice: string) => Promise<unknown>;
}

/** An admin's decision that needs a reason (and maybe a choice), checked as the contract does. */
export function ReasonDialog({
  request,
  onClose,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      title={request?.title ?? ''}
      onClose={onClose}
      closeLabel={cupTexts.admin.closeDialog}
      size="small"
    >
      {request && <ReasonForm request={request} onDone={onClose} />}
    </Dialog>
  );
}

function ReasonForm({ request, onDone }: { request: ReasonRequest; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState(request.choice?.options[0]?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = reason.trim();
    if (text.length < CUP_LIMITS.reasonMin || text.length > CUP_LIMITS.reasonMax) {
      setError(CUP_MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      await request.run(text, choice);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.grid} onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      <DialogLead>{request.lead}</DialogLead>
      {request.choice && (
        <SelectField
          label={request.choice.label}
          options={request.choice.options}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
      )}
      <TextField
        label={cupTexts.admin.reason}
        value={reason}
        error={error ?? undefined}
        onChange={(e) => (setReason(e.target.value), setError(null))}
        autoFocus
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {cupTexts.admin.back}
        </Button>
        <Button type="submit" disabled={busy}>
          {request.submit}
        </Button>
      </DialogActions>
    </form>
  );
}
