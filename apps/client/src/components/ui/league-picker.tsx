import type { CSSProperties } from 'react';
import { leagueColorVar } from '../../lib/league-colors';
import { commonTexts } from '../../texts/common';
import { ErrorMessage } from './error-message';
import styles from './league-picker.module.css';
import { Skeleton, SkeletonGroup } from './skeleton';
import { useChosenInView } from './use-chosen-in-view';

export interface LeagueChoice {
  id: string;
  name: string;
}

export interface LeaguePickerProps {
  leagues: readonly LeagueChoice[];
  /** Index of the chosen league in `leagues`, or null for none. */
  selected: number | null;
  onSelect: (index: number) => void;
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
  label?: string;
  /** Shows the buttons as a required field in error (red ring). */
  invalid?: boolean;
  /**
   * One row that scrolls sideways instead of wrapping (the filters of the table, matches and
   * statistics): its skeleton is then exactly as high, and nothing under it jumps (issue 19).
   */
  oneRow?: boolean;
}

/** The league buttons of the filters and forms, each in its league's colour (one chosen). */
export function LeaguePicker({
  leagues,
  selected,
  onSelect,
  isPending = false,
  error,
  onRetry,
  label = commonTexts.leagues.label,
  invalid = false,
  oneRow = false,
}: LeaguePickerProps) {
  const row = useChosenInView<HTMLDivElement>(isPending ? null : selected);
  const rowClass = `${styles.row} ${oneRow ? styles.oneRow : ''}`;
  if (error) {
    return (
      <ErrorMessage compact title={commonTexts.leagues.failed} error={error} onRetry={onRetry} />
    );
  }
  if (isPending) {
    return (
      <SkeletonGroup className={rowClass}>
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} width={84} height="var(--league-pill-height)" radius="999px" />
        ))}
      </SkeletonGroup>
    );
  }
  if (leagues.length === 0) return <p className={styles.empty}>{commonTexts.leagues.empty}</p>;
  return (
    <div
      ref={oneRow ? row : undefined}
      role="group"
      aria-label={label}
      className={`${rowClass} ${invalid ? styles.invalid : ''}`}
    >
      {leagues.map((league, index) => (
        <button
          key={league.id}
          type="button"
          className={`${styles.button} ${selected === index ? styles.active : ''}`}
          style={{ '--league-color': leagueColorVar(league.name) } as CSSProperties}
          aria-pressed={selected === index}
          onClick={() => onSelect(index)}
        >
          {league.name}
        </button>
      ))}
    </div>
  );
}
