import { isCalendarDay, polishDay } from '@liga/contracts';
import { TextField } from '../../../components/ui/form-field';
import { standingsTexts } from '../texts';
import styles from './table-date-control.module.css';

const t = standingsTexts.asOf;

interface TableDateControlProps {
  /** The chosen day (`YYYY-MM-DD`), or null for the live table. */
  value: string | null;
  /**
   * The season's first day and its last day that has been (today at most); null while the season
   * loads: the field is drawn at once (disabled), so the page does not wait for it (issue 19).
   */
  min: string | null;
  max: string | null;
  onChange: (day: string | null) => void;
}

/** "Tabela na dzień": a day of the season (today at most); cleared, the table is live. */
export function TableDateControl({ value, min, max, onChange }: TableDateControlProps) {
  const known = min !== null && max !== null;
  const outside = known && value !== null && (value < min || value > max);
  return (
    <div className={styles.control}>
      <TextField
        type="date"
        label={t.label}
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        disabled={!known}
        fieldClassName={styles.field}
        error={outside ? t.outside(polishDay(min), polishDay(max)) : null}
        hint={value ? t.hintDay : t.hintLive}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next && isCalendarDay(next) ? next : null);
        }}
      />
      {value !== null && (
        <button type="button" className="btn btn-secondary" onClick={() => onChange(null)}>
          {t.live}
        </button>
      )}
    </div>
  );
}

/** Whether the table should be asked for `day` (a day of the season, not ahead of today). */
export const isDayInRange = (day: string | null, min: string, max: string) =>
  day !== null && day >= min && day <= max;
