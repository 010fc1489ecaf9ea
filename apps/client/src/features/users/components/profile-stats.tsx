import { KEEPER_RATE, type UserStatisticDto } from '@liga/contracts';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useUserStatistic } from '../api/get-user-statistic';
import { usersTexts } from '../texts';
import styles from './player-profile.module.css';

const t = usersTexts.profile;

const TILES: { key: Exclude<keyof UserStatisticDto, 'keeper'>; label: string }[] = [
  { key: 'matchesPlayed', label: t.matchesPlayed },
  { key: 'wins', label: t.wins },
  { key: 'goals', label: t.goalsScored },
  { key: 'mvpPoints', label: t.mvpPoints },
];

interface ProfileStatsProps {
  userId: string;
  enabled: boolean;
  /** One season's figures; null: every season. */
  seasonId?: string | null;
  /** Above the figures (the season picker). */
  picker?: ReactNode;
  /** A goalkeeper by position: the achievements show the keeper's record, not goals. */
  isKeeper?: boolean;
}

/**
 * Achievements (record goals in one match; a goalkeeper's clean sheets and best rating) and
 * statistics (matches, wins, goals, MVP).
 */
export function ProfileStats({
  userId,
  enabled,
  seasonId = null,
  picker,
  isKeeper = false,
}: ProfileStatsProps) {
  const stats = useUserStatistic(userId, { enabled, seasonId });

  if (stats.isError) {
    return (
      <ErrorMessage
        title={usersTexts.statisticLoadFailed}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  if (!stats.data) {
    return (
      <SkeletonGroup className={styles.statsColumn}>
        <Skeleton height={132} radius="var(--radius-lg)" />
        <Skeleton height={220} radius="var(--radius-lg)" />
      </SkeletonGroup>
    );
  }
  const record = stats.data.maxGoalsInMatch ?? 0;
  const keeper = stats.data.keeper;
  return (
    <div className={styles.statsColumn}>
      <section className={styles.card} aria-labelledby="profile-achievements">
        <h2 id="profile-achievements" className={styles.cardTitle}>
          {t.achievements}
        </h2>
        <div className={styles.record}>
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path
              d="M7 4h10v3a5 5 0 01-10 0zM7 6H4v1a3 3 0 003 3M17 6h3v1a3 3 0 01-3 3M12 12v4M8 20h8M9 16h6v4H9z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {keeper || isKeeper ? (
            <KeeperRecord keeper={keeper} />
          ) : (
            <div>
              <p className={styles.recordLabel}>{t.record}</p>
              <p className={styles.recordValue}>
                {record} <span>{t.goals(record)}</span>
              </p>
            </div>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="profile-statistics">
        <h2 id="profile-statistics" className={styles.cardTitle}>
          {t.statistics}
        </h2>
        {picker}
        <dl className={styles.tiles}>
          {TILES.map((tile) => (
            <div key={tile.key} className={styles.tile}>
              <dt>{tile.label}</dt>
              <dd>{stats.data[tile.key] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** A goalkeeper's record: clean sheets of the matches in goal, and the best keeper rating. */
function KeeperRecord({ keeper }: { keeper: UserStatisticDto['keeper'] }) {
  if (!keeper) {
    return (
      <div>
        <p className={styles.recordLabel}>{t.cleanSheets}</p>
        <p className={styles.recordValue}>
          0 <span>{t.noKeeperMatches}</span>
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className={styles.recordLabel}>{t.cleanSheets}</p>
      <p className={styles.recordValue}>
        {keeper.cleanSheets} <span>{t.cleanSheetsOf(keeper.cleanSheets, keeper.matches)}</span>
      </p>
      <p className={styles.recordLabel}>
        {t.bestKeeperRating}: {keeper.bestRating}/{KEEPER_RATE.max}
      </p>
    </div>
  );
}
