import type { PitchDto } from '@liga/contracts';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { usePitches } from '../api/get-pitches';
import { pitchesTexts } from '../texts';
import { PitchMap } from './pitch-map';
import styles from './pitch-picker.module.css';

const t = pitchesTexts.picker;

export interface PitchPickerProps {
  selectedId: string | null;
  onSelect: (pitch: PitchDto) => void;
  invalid?: boolean;
  enabled?: boolean;
}

/** The map of pitches of the challenge form: a marker click chooses the pitch. */
export function PitchPicker({
  selectedId,
  onSelect,
  invalid = false,
  enabled = true,
}: PitchPickerProps) {
  const pitches = usePitches({ enabled });
  if (pitches.isError) {
    return (
      <ErrorMessage title={t.failed} error={pitches.error} onRetry={() => void pitches.refetch()} />
    );
  }
  if (pitches.isPending) {
    return (
      <SkeletonGroup label={t.loading}>
        <Skeleton height={380} radius="16px" />
      </SkeletonGroup>
    );
  }
  const chosen = pitches.data.find((pitch) => pitch.id === selectedId) ?? null;
  return (
    <div className={styles.picker}>
      <PitchMap
        pitches={pitches.data}
        selectedId={selectedId}
        onSelect={onSelect}
        invalid={invalid}
      />
      {pitches.data.length === 0 ? (
        <p className={styles.none}>{t.empty}</p>
      ) : (
        <p className={styles.chosen} aria-live="polite">
          {chosen ? (
            <>
              <span className={styles.label}>{t.chosen}</span>{' '}
              <strong className={styles.name}>{chosen.name}</strong>
            </>
          ) : (
            <span className={invalid ? styles.missing : styles.none}>{t.none}</span>
          )}
        </p>
      )}
    </div>
  );
}
