import { Avatar } from '../../../components/ui/avatar';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import type { RankingEntry } from '../lib/ranking-rows';
import type { StatisticsCategory } from '../lib/categories';
import { statisticsTexts } from '../texts';
import { NewTabLink } from './new-tab-link';
import { RankingRow } from './ranking-row';
import styles from './ranking-board.module.css';

const t = statisticsTexts;

interface RankingBoardProps {
  category: StatisticsCategory;
  entries: RankingEntry[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * Rows drawn in the first render (what a phone's or a laptop's first screen shows under the
 * leader), then 8 per step: a step of 32 rows still took 100-180 ms on Lighthouse's 4x slower
 * CPU (a long task each); 8 keep each step near the 50 ms a task may take without blocking.
 */
const FIRST_ROWS = 10;
const ROWS_PER_STEP = 8;

/** /statistics: the leader as a large highlighted card, everyone else as compact rows. */
export function RankingBoard({ category, entries, isPending, error, onRetry }: RankingBoardProps) {
  if (error) return <ErrorMessage title={t.failed} error={error} onRetry={onRetry} />;
  if (isPending || !entries) return <RankingBoardSkeleton />;
  if (entries.length === 0) return <p className={styles.empty}>{t.empty[category]}</p>;
  const [leader, ...others] = entries;
  return (
    <div className={styles.board}>
      <LeaderCard entry={leader} />
      {others.length > 0 && <RankingList category={category} entries={others} />}
    </div>
  );
}

/** The rows below the leader: the first screen at once, the rest right after (no long task). */
function RankingList({
  category,
  entries,
}: {
  category: StatisticsCategory;
  entries: RankingEntry[];
}) {
  const shown = useProgressiveCount(entries.length, {
    first: FIRST_ROWS,
    step: ROWS_PER_STEP,
    resetKey: entries,
  });
  return (
    <ol className={styles.list} aria-label={t.categories[category]}>
      {entries.slice(0, shown).map((entry) => (
        <li key={entry.id} className={styles.item}>
          <RankingRow entry={entry} lazyImage />
        </li>
      ))}
    </ol>
  );
}

function LeaderCard({ entry }: { entry: RankingEntry }) {
  return (
    <article className={styles.leader} aria-label={t.leader}>
      <span className={styles.leaderPosition} aria-hidden="true">
        {entry.position}
      </span>
      <Avatar
        src={entry.imageSrc}
        alt=""
        size={112}
        shape={entry.imageKind === 'team' ? 'rounded' : 'circle'}
        kind={entry.imageKind}
      />
      <div className={styles.leaderText}>
        <p className={styles.leaderLabel}>{t.leader}</p>
        <h2 className={styles.leaderName}>
          <NewTabLink href={entry.titleHref}>{entry.title}</NewTabLink>
        </h2>
        <p className={styles.leaderSub}>
          {entry.subtitleHref ? (
            <NewTabLink href={entry.subtitleHref}>{entry.subtitle}</NewTabLink>
          ) : (
            entry.subtitle
          )}
        </p>
        <p className={styles.leaderDetail}>{entry.detail}</p>
      </div>
      <p className={styles.leaderValue}>
        <span className={styles.leaderNumber}>{entry.value}</span>
        <span className={styles.leaderUnit}>{entry.unit}</span>
      </p>
    </article>
  );
}

/** One large skeleton and 10 rows (spec: while loading). */
export function RankingBoardSkeleton() {
  return (
    <SkeletonGroup label={t.loading} className={styles.board}>
      <Skeleton height={176} radius="var(--radius-xl)" />
      <div className={styles.skeletonRows}>
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} height={60} radius="var(--radius-md)" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
