import { REPORT_LIMITS, type FormResult } from '@liga/contracts';
import { standingsTexts } from '../texts';
import styles from './form-pills.module.css';

const t = standingsTexts.form;

/** The form column: the last 5 results, newest first, as coloured pills (empty slots dashed). */
export function FormPills({ form }: { form: readonly FormResult[] }) {
  const slots = Array.from({ length: REPORT_LIMITS.formLength }, (_, i) => form[i] ?? null);
  const label = form.length === 0 ? t.none : form.map((r) => t[r].label).join(', ');
  return (
    <span className={styles.pills} role="img" aria-label={label}>
      {slots.map((result, index) =>
        result ? (
          <span key={index} className={`${styles.pill} ${styles[result]}`} title={t[result].label}>
            {t[result].letter}
          </span>
        ) : (
          <span key={index} className={`${styles.pill} ${styles.empty}`} title={t.none} />
        ),
      )}
    </span>
  );
}
