import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useMatch } from '../api/get-match';
import { matchCentreTexts } from '../texts';
import { MatchResultView } from './match-result-view';
import styles from './match-centre.module.css';

/** A filed report, read-only: the match page's result view (the captain's reports page). */
export function FiledReport({ matchId }: { matchId: string }) {
  const match = useMatch(matchId);
  if (match.isError) {
    return (
      <ErrorMessage
        title={matchCentreTexts.loadFailed}
        error={match.error}
        onRetry={() => void match.refetch()}
      />
    );
  }
  if (!match.data) {
    return (
      <SkeletonGroup label={matchCentreTexts.loading}>
        <Skeleton height={160} radius="10px" />
      </SkeletonGroup>
    );
  }
  const m = match.data;
  return (
    <div className={styles.stack} data-testid="filed-report">
      <p className={styles.cardTitle}>
        {m.teamA.name} {m.result?.visible ? `${m.result.teamAGoals} : ${m.result.teamBGoals}` : '–'}{' '}
        {m.teamB.name}
      </p>
      {m.result ? (
        <MatchResultView match={m} result={m.result} />
      ) : (
        <p className={styles.muted}>{matchCentreTexts.result.noResult}</p>
      )}
    </div>
  );
}
