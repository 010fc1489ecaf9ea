import type { WeekGroup } from '../lib/weeks';
import { matchesTexts } from '../texts';
import styles from './week-group-filter.module.css';

/** Filter buttons of three season weeks each, named 'first - last'. */
export function WeekGroupFilter({
  groups,
  selected,
  onSelect,
}: {
  groups: readonly WeekGroup[];
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  return (
    <div className={styles.wrap}>
      <span className={styles.label} id="week-groups-label">
        {matchesTexts.weeksLabel}
      </span>
      <div role="group" aria-labelledby="week-groups-label" className={styles.row}>
        {groups.map((group) => (
          <button
            key={group.index}
            type="button"
            className={`${styles.chip} ${selected === group.index ? styles.active : ''}`}
            aria-pressed={selected === group.index}
            onClick={() => onSelect(group.index)}
          >
            {group.label}
          </button>
        ))}
      </div>
    </div>
  );
}
