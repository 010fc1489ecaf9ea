import { STATISTICS_CATEGORIES, type StatisticsCategory } from '../lib/categories';
import { statisticsTexts } from '../texts';
import styles from './category-filter.module.css';

/** Strzelcy (default), MVP, Bramkarze, Zespoły. */
export function CategoryFilter({
  category,
  onChange,
}: {
  category: StatisticsCategory;
  onChange: (category: StatisticsCategory) => void;
}) {
  return (
    <div className={styles.wrap}>
      <span className={styles.label} id="statistics-category-label">
        {statisticsTexts.categoryLabel}
      </span>
      <div role="group" aria-labelledby="statistics-category-label" className={styles.tabs}>
        {STATISTICS_CATEGORIES.map((key) => (
          <button
            key={key}
            type="button"
            className={`${styles.tab} ${category === key ? styles.active : ''}`}
            aria-pressed={category === key}
            onClick={() => onChange(key)}
          >
            {statisticsTexts.categories[key]}
          </button>
        ))}
      </div>
    </div>
  );
}
