import { transfersTexts as t } from '../texts';
import styles from './view-toggle.module.css';

export type TransfersView = 'teams' | 'players';

/** The Zespoły / Zawodnicy switch of the transfers page. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: TransfersView;
  onChange: (view: TransfersView) => void;
}) {
  return (
    <div role="group" aria-label={t.view.label} className={styles.toggle}>
      {(['teams', 'players'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.option} ${view === option ? styles.active : ''}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t.view[option]}
        </button>
      ))}
    </div>
  );
}
