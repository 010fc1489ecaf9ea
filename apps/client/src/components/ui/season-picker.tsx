import { commonTexts } from '../../texts/common';
import { ErrorMessage } from './error-message';
import { Notice } from './notice';
import { SelectField } from './form-field';
import styles from './season-picker.module.css';
import { Skeleton } from './skeleton';
import { seasonDisplayName } from '../../lib/season-name';

export interface SeasonChoice {
  key: string;
  name: string;
  isCurrent: boolean;
}

export interface SeasonPickerProps {
  /** Newest first. */
  seasons: readonly SeasonChoice[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
  label?: string;
}

/** The season of a page (a native select: compact and easy on a phone), the current one marked. */
export function SeasonPicker({
  seasons,
  selectedKey,
  onSelect,
  isPending = false,
  error,
  onRetry,
  label = commonTexts.seasons.label,
}: SeasonPickerProps) {
  if (error) {
    return (
      <ErrorMessage compact title={commonTexts.seasons.failed} error={error} onRetry={onRetry} />
    );
  }
  if (isPending) return <Skeleton width={260} height={68} />;
  return (
    <SelectField
      label={label}
      fieldClassName={styles.field}
      value={selectedKey ?? ''}
      placeholder={selectedKey === null ? commonTexts.seasons.none : undefined}
      onChange={(event) => onSelect(event.target.value)}
      options={seasons.map((s) => ({
        value: s.key,
        label: s.isCurrent
          ? `${seasonDisplayName(s.name)} ${commonTexts.seasons.current}`
          : seasonDisplayName(s.name),
      }))}
    />
  );
}

/** Under the pickers: a past season is read-only; a season named in the link may not exist. */
export function SeasonNotice({
  isPast,
  unknownSeason,
}: {
  isPast: boolean;
  unknownSeason: boolean;
}) {
  if (unknownSeason) return <Notice kind="info">{commonTexts.seasons.unknown}</Notice>;
  if (isPast) return <Notice kind="info">{commonTexts.seasons.past}</Notice>;
  return null;
}
