import { standingsTexts } from '../texts';
import styles from './table-legend.module.css';

/** What the row colours mean. */
export function TableLegend() {
  const t = standingsTexts.legend;
  return (
    <ul className={styles.legend}>
      <li>
        <span className={`${styles.swatch} ${styles.top}`} aria-hidden="true" />
        {t.top}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.relegation}`} aria-hidden="true" />
        {t.relegation}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.own}`} aria-hidden="true" />
        {t.own}
      </li>
    </ul>
  );
}
