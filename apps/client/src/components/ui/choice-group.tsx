import { type ReactNode, type Ref, useId } from 'react';
import { Skeleton } from './skeleton';
import { useChosenInView } from './use-chosen-in-view';
import styles from './choice-group.module.css';

export interface ChoiceOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** A small number after the label (hidden when 0 or missing). */
  count?: number;
  /** A tooltip of the option. */
  title?: string;
}

interface ChoiceGroupProps<T extends string | number> {
  /** Accessible name of the group; shown as a caption in front unless `showLabel` is false. */
  label: string;
  showLabel?: boolean;
  options: readonly ChoiceOption<T>[];
  /** The chosen value, or null for none. */
  selected: T | null;
  onSelect: (value: T) => void;
}

export interface ChipGroupProps<T extends string | number> extends ChoiceGroupProps<T> {
  /** `outline`: small square chips (filters); `pill`: round chips, the chosen one filled. */
  look?: 'outline' | 'pill';
  /**
   * One row that scrolls sideways (the chosen chip scrolled into it) instead of wrapping: the
   * group is one row high whatever the options, so a `ChipRowSkeleton` can hold its place.
   */
  oneRow?: boolean;
}

/** A row of filter chips, one of them chosen (aria-pressed buttons in a labelled group). */
export function ChipGroup<T extends string | number>({
  look = 'outline',
  oneRow = false,
  ...props
}: ChipGroupProps<T>) {
  const row = useChosenInView<HTMLDivElement>(props.selected);
  return (
    <Choices
      {...props}
      groupRef={oneRow ? row : undefined}
      groupClass={`${styles.chips} ${oneRow ? styles.oneRow : ''}`}
      optionClass={`${styles.chip} ${styles[look]}`}
    />
  );
}

/** The place of a one-row `ChipGroup` while its options load: the same caption and height. */
export function ChipRowSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.labelled} aria-hidden="true">
      <span className={styles.caption}>{label}</span>
      <span className={`${styles.chips} ${styles.oneRow}`}>
        <Skeleton height="var(--chip-height)" radius="var(--radius-sm)" />
      </span>
    </div>
  );
}

export interface SegmentedToggleProps<T extends string | number> extends ChoiceGroupProps<T> {
  /** `radio`: a radiogroup (a form value) instead of pressed buttons (a view switch). */
  kind?: 'pressed' | 'radio';
  /** The options share the whole width equally. */
  stretch?: boolean;
}

/** A pill-shaped switch between a few views or values; the chosen one is filled. */
export function SegmentedToggle<T extends string | number>({
  kind = 'pressed',
  stretch = false,
  ...props
}: SegmentedToggleProps<T>) {
  return (
    <Choices
      {...props}
      kind={kind}
      groupClass={`${styles.toggle} ${stretch ? styles.stretch : ''}`}
      optionClass={styles.segment}
    />
  );
}

function Choices<T extends string | number>({
  label,
  showLabel = true,
  options,
  selected,
  onSelect,
  kind = 'pressed',
  groupClass,
  optionClass,
  groupRef,
}: ChoiceGroupProps<T> & {
  kind?: 'pressed' | 'radio';
  groupClass: string;
  optionClass: string;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const labelId = useId();
  const group = (
    <div
      ref={groupRef}
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={groupClass}
    >
      {options.map((option) => {
        const chosen = selected === option.value;
        return (
          <button
            key={option.value}
            type="button"
            role={kind === 'radio' ? 'radio' : undefined}
            aria-checked={kind === 'radio' ? chosen : undefined}
            aria-pressed={kind === 'radio' ? undefined : chosen}
            className={`${optionClass} ${chosen ? styles.active : ''}`}
            title={option.title}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
            {option.count !== undefined && option.count > 0 && (
              <span className={styles.count} aria-hidden="true">
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
  if (!showLabel) return group;
  return (
    <div className={styles.labelled}>
      <span className={styles.caption} id={labelId}>
        {label}
      </span>
      {group}
    </div>
  );
}
