import type { MatchReportSummaryDto } from '@liga/contracts';
import { CARDS_PER_ROW, fillerCount } from '../lib/grid';
import { MatchCard, MatchCardSkeleton } from './match-card';
import cardStyles from './match-card.module.css';
import styles from './match-grid.module.css';

/** Match cards, three per row, the last row padded with empty boxes. */
export function MatchGrid({ reports }: { reports: readonly MatchReportSummaryDto[] }) {
  return (
    <ul className={styles.grid}>
      {reports.map((report) => (
        <li key={report.id}>
          <MatchCard report={report} />
        </li>
      ))}
      {Array.from({ length: fillerCount(reports.length) }, (_, index) => (
        <li key={`filler-${index}`} aria-hidden="true" className={cardStyles.filler} />
      ))}
    </ul>
  );
}

export function MatchGridSkeleton({ count = CARDS_PER_ROW }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <MatchCardSkeleton key={index} />
      ))}
    </div>
  );
}
