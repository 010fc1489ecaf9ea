import { REPORT_LIMITS, type FormResult } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { standingsTexts } from '../texts';
import styles from './form-pills.module.css';

const t = standingsTexts.form;

/**
 * The form column: the last 5 results, newest first, as coloured pills (empty slots dashed);
 * each pill with its match opens the match page.
 */
export function FormPills({
  form,
  matchIds = [],
}: {
  form: readonly FormResult[];
  /** The matches of `form`, in its order. */
  matchIds?: readonly string[];
}) {
  const slots = Array.from({ length: REPORT_LIMITS.formLength }, (_, i) => form[i] ?? null);
  const label = form.length === 0 ? t.none : form.map((r) => t[r].label).join(', ');
  return (
    <span className={styles.pills} aria-label={label} role="group">
      {slots.map((result, index) => {
        if (!result) {
          return <span key={index} className={`${styles.pill} ${styles.empty}`} title={t.none} />;
        }
        const className = `${styles.pill} ${styles[result]}`;
        const matchId = matchIds[index];
        return matchId ? (
          <Link
            key={index}
            to={paths.match(matchId)}
            className={`${className} ${styles.link}`}
            title={t.open(t[result].label)}
            aria-label={t.open(t[result].label)}
          >
            {t[result].letter}
          </Link>
        ) : (
          <span key={index} className={className} title={t[result].label}>
            {t[result].letter}
          </span>
        );
      })}
    </span>
  );
}
