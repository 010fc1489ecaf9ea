import { SEASON_PLAN_LIMITS, SEASON_PLAN_MESSAGES } from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { seasonPlanTexts as t } from '../texts';
import styles from './season-plan.module.css';

/** What a dialog asks for: a league and a reason (a move) or a name (a rename). */
export type PlanDialogRequest =
  | {
      kind: 'move';
      team: string;
      leagues: Array<{ value: string; label: string }>;
      initial: string;
      run: (leagueId: string, reason: string) => Promise<unknown>;
    }
  | { kind: 'rename'; initial: string; run: (name: string) => Promise<unknown> };

/** The tab's one dialog: move a team (league + reason) or rename a league, checked as the contract does. */
export function PlanDialog({
  request,
  onClose,
}: {
  request: PlanDialogRequest | null;
  onClose: () => void;
}) {
  const title = !request ? '' : request.kind === 'move' ? t.moveTitle(request.team) : t.renameTitle;
  return (
    <Dialog
      open={request !== null}
      title={title}
      onClose={onClose}
      closeLabel={t.closeDialog}
      size="small"
    >
      {request?.kind === 'move' && <MoveForm request={request} onDone={onClose} />}
      {request?.kind === 'rename' && <RenameForm request={request} onDone={onClose} />}
    </Dialog>
  );
}

function useBusy(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onDone();
    } catch {
      // the toast said why; the dialog stays open for a correction
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function MoveForm({
  request,
  onDone,
}: {
  request: Extract<PlanDialogRequest, { kind: 'move' }>;
  onDone: () => void;
}) {
  const [leagueId, setLeagueId] = useState(request.initial);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy(onDone);
  const submit = () => {
    const text = reason.trim();
    if (text.length < SEASON_PLAN_LIMITS.reasonMin || text.length > SEASON_PLAN_LIMITS.reasonMax) {
      setError(SEASON_PLAN_MESSAGES.reasonRequired);
      return;
    }
    void run(() => request.run(leagueId, text));
  };
  return (
    <form className={styles.dialogForm} onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <DialogLead>{t.moveLead}</DialogLead>
      <SelectField
        label={t.toLeague}
        options={request.leagues}
        value={leagueId}
        onChange={(e) => setLeagueId(e.target.value)}
      />
      <TextField
        label={t.reason}
        value={reason}
        error={error ?? undefined}
        onChange={(e) => (setReason(e.target.value), setError(null))}
        autoFocus
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t.back}
        </Button>
        <Button type="submit" disabled={busy}>
          {t.move}
        </Button>
      </DialogActions>
    </form>
  );
}

function RenameForm({
  request,
  onDone,
}: {
  request: Extract<PlanDialogRequest, { kind: 'rename' }>;
  onDone: () => void;
}) {
  const [name, setName] = useState(request.initial);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy(onDone);
  const submit = () => {
    const text = name.trim();
    if (text.length < SEASON_PLAN_LIMITS.nameMin || text.length > SEASON_PLAN_LIMITS.nameMax) {
      setError(SEASON_PLAN_MESSAGES.nameRequired);
      return;
    }
    void run(() => request.run(text));
  };
  return (
    <form className={styles.dialogForm} onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <TextField
        label={t.name}
        value={name}
        error={error ?? undefined}
        onChange={(e) => (setName(e.target.value), setError(null))}
        autoFocus
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t.back}
        </Button>
        <Button type="submit" disabled={busy}>
          {t.save}
        </Button>
      </DialogActions>
    </form>
  );
}
