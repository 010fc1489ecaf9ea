import type { CSSProperties } from 'react';
import { leagueColorVar } from '../../lib/league-colors';
import { commonTexts } from '../../texts/common';
import { ErrorMessage } from './error-message';
import styles from './league-picker.module.css';
import { Skeleton, SkeletonGroup } from './skeleton';

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
}: LeaguePickerProps) {
  if (error) {
    return (
      <ErrorMessage compact title={commonTexts.leagues.failed} error={error} onRetry={onRetry} />
    );
  }
  if (isPending) {
    return (
      <SkeletonGroup className={styles.row}>
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} width={84} height={40} radius="999px" />
        ))}
      </SkeletonGroup>
    );
  }
  if (leagues.length === 0) return <p className={styles.empty}>{commonTexts.leagues.empty}</p>;
  return (
    <div
      role="group"
      aria-label={label}
      className={`${styles.row} ${invalid ? styles.invalid : ''}`}
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
