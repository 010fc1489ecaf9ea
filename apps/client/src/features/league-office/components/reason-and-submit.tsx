import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { officeTexts } from '../texts';
import styles from './office.module.css';

/**
 * The end of every league-office form: the required reason (kept in the history), the form's
 * refusal if any, and its submit button.
 */
export function ReasonAndSubmit({
  reason,
  onReason,
  problem,
  label,
  pending,
  onSubmit,
  variant,
}: {
  reason: string;
  onReason: (reason: string) => void;
  problem: string | null;
  label: string;
  pending: boolean;
  onSubmit: () => void;
  variant?: 'danger';
}) {
  return (
    <>
      <TextField
        label={officeTexts.reason}
        hint={officeTexts.reasonHint}
        value={reason}
        maxLength={500}
        onChange={(e) => onReason(e.target.value)}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant={variant} onClick={onSubmit} disabled={pending}>
          {label}
        </Button>
      </div>
    </>
  );
}
