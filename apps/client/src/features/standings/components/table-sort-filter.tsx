import { TABLE_SORTS, type TableSort } from '@liga/contracts';
import { standingsTexts } from '../texts';
import styles from './table-sort-filter.module.css';

const SORTS = Object.keys(TABLE_SORTS) as TableSort[];

/** The table's category filter: Pozycja (default), Nazwa Zespołu, Rozegrane Mecze, ... Bilans. */
export function TableSortFilter({
  sort,
  onChange,
}: {
  sort: TableSort;
  onChange: (sort: TableSort) => void;
}) {
  return (
    <div className={styles.wrap}>
      <span className={styles.label} id="table-sort-label">
        {standingsTexts.sortLabel}
      </span>
      <div role="group" aria-labelledby="table-sort-label" className={styles.row}>
        {SORTS.map((key) => (
          <button
            key={key}
            type="button"
            className={`${styles.chip} ${sort === key ? styles.active : ''}`}
            aria-pressed={sort === key}
            onClick={() => onChange(key)}
          >
            {TABLE_SORTS[key]}
          </button>
        ))}
      </div>
    </div>
  );
}
