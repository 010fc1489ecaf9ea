import type { SeasonHonour } from '@liga/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { archiveTexts } from '../texts';
import styles from './archive.module.css';

const TONES: Record<SeasonHonour, BadgeTone> = {
  champion: 'accent',
  promoted: 'success',
  relegated: 'danger',
};

/** Mistrz, Awans, Spadek. */
export function HonourBadges({ honours }: { honours: readonly SeasonHonour[] }) {
  if (honours.length === 0) return null;
  return (
    <span className={styles.honours}>
      {honours.map((honour) => (
        <Badge key={honour} tone={TONES[honour]}>
          {archiveTexts.honours[honour]}
        </Badge>
      ))}
    </span>
  );
}
