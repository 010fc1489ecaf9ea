import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonGroup } from '../../../components/ui/skeleton';
import { useRecentReports } from '../api/get-reports-by-date';
import { matchesTexts } from '../texts';
import { MatchGrid, MatchGridSkeleton } from './match-grid';
import styles from './matches-by-week.module.css';

export const RECENT_MATCHES_LIMIT = 6;

/** Home page OSTATNIE MECZE: at most 6 matches of the last 7 days, newest first. */
export function RecentMatches({
  leagueId,
  enabled = true,
}: {
  leagueId: string | null;
  enabled?: boolean;
}) {
  const recent = useRecentReports(leagueId, { enabled });
  if (recent.isError) {
    return (
      <ErrorMessage
        compact
        title={matchesTexts.failed}
        error={recent.error}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (leagueId === null || recent.isPending) {
    return (
      <SkeletonGroup label={matchesTexts.loading}>
        <MatchGridSkeleton count={RECENT_MATCHES_LIMIT} />
      </SkeletonGroup>
    );
  }
  if (recent.data.length === 0) return <p className={styles.empty}>{matchesTexts.recentEmpty}</p>;
  return <MatchGrid reports={recent.data.slice(0, RECENT_MATCHES_LIMIT)} />;
}
