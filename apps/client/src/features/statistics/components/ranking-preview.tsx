import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import type { StatisticsCategory } from '../lib/categories';
import type { RankingState } from '../hooks/use-ranking';
import { statisticsTexts } from '../texts';
import { RankingRow } from './ranking-row';
import styles from './ranking-preview.module.css';

const t = statisticsTexts;

/** A home-page ranking card (STRZELCY, BRAMKARZE, MVP, ZESPOŁY): 5 rows and 'Pokaż więcej'. */
export function RankingPreview({
  category,
  ranking,
  moreHref,
  moreLabel,
}: {
  category: StatisticsCategory;
  ranking: RankingState;
  moreHref: string;
  moreLabel: string;
}) {
  const headingId = `ranking-${category}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t.headings[category]}
      </h3>
      <div className={styles.body}>
        {ranking.error ? (
          <ErrorMessage compact title={t.failed} error={ranking.error} onRetry={ranking.refetch} />
        ) : ranking.isPending || !ranking.entries ? (
          <SkeletonGroup label={t.loading} className={styles.rows}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={44} radius="8px" />
            ))}
          </SkeletonGroup>
        ) : ranking.entries.length === 0 ? (
          <p className={styles.empty}>{t.empty[category]}</p>
        ) : (
          <ol className={styles.rows}>
            {ranking.entries.slice(0, 5).map((entry) => (
              <li key={entry.id}>
                <RankingRow entry={entry} dense />
              </li>
            ))}
          </ol>
        )}
      </div>
      <Link to={moreHref} className={`btn btn-secondary ${styles.more}`}>
        {moreLabel}
      </Link>
    </section>
  );
}
