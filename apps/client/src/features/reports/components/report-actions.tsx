import { Button } from '../../../components/ui/button';
import { reportsTexts } from '../texts';
import styles from './report-actions.module.css';

/** The problem of the last try (if any), 'Anuluj' and the submit button of a report form. */
export function ReportActions({
  problem,
  isPending,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  problem: string | null;
  isPending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button variant="secondary" onClick={onCancel}>
        {reportsTexts.dialog.cancel}
      </Button>
      <Button disabled={isPending} onClick={onSubmit}>
        {isPending ? reportsTexts.dialog.submitting : submitLabel}
      </Button>
    </>
  );
}
