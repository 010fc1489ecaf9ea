import { rooms } from '@liga/contracts';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSocketRooms } from '../../../lib/use-socket-rooms';
import { useMatch } from '../api/get-match';
import { matchCentreTexts } from '../texts';
import { AvailabilityPanel } from './availability-panel';
import { HeadToHeadView } from './head-to-head-view';
import { MatchHeader } from './match-header';
import { MatchResultView } from './match-result-view';
import { MatchTimeline } from './match-timeline';
import { ReschedulePanel } from './reschedule-panel';
import styles from './match-centre.module.css';

const t = matchCentreTexts;

/**
 * /match/:id: the whole story of one match. Live: 'matches' (story, result) and 'availability'
 * (who is coming) pushed to the league room and, for their members, the teams' rooms.
 */
export function MatchPage({ matchId, enabled }: { matchId: string; enabled: boolean }) {
  const match = useMatch(matchId, { enabled });
  const m = match.data;
  useSocketRooms([
    enabled && m?.league ? rooms.league(m.league.id) : null,
    enabled && m ? rooms.team(m.teamA.id) : null,
    enabled && m ? rooms.team(m.teamB.id) : null,
  ]);
  useDocumentTitle(m ? `${m.teamA.name} – ${m.teamB.name}` : null);

  if (match.isError) {
    const notFound = match.error instanceof ApiRequestError && match.error.status === 404;
    return (
      <ErrorMessage
        title={notFound ? t.notFound : t.loadFailed}
        error={notFound ? undefined : match.error}
        onRetry={notFound ? undefined : () => void match.refetch()}
      />
    );
  }
  if (!m) return <MatchPageSkeleton />;
  return (
    <div className={styles.page}>
      <MatchHeader match={m} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ReschedulePanel match={m} />
          <section className={styles.card} aria-labelledby="match-result-title">
            <h2 id="match-result-title" className={styles.cardTitle}>
              {t.result.title}
            </h2>
            {m.result ? (
              <MatchResultView match={m} result={m.result} />
            ) : (
              <p className={styles.muted}>{t.result.noResult}</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="match-availability-title">
            <h2 id="match-availability-title" className={styles.cardTitle}>
              {t.availability.title}
            </h2>
            <AvailabilityPanel
              matchId={m.id}
              availability={m.availability}
              names={[m.teamA.name, m.teamB.name]}
            />
          </section>
        </div>
        <div className={styles.stack}>
          <section className={styles.card} aria-labelledby="match-story-title">
            <h2 id="match-story-title" className={styles.cardTitle}>
              {t.story}
            </h2>
            <MatchTimeline match={m} />
          </section>
          <section className={styles.card} aria-labelledby="match-h2h-title">
            <h2 id="match-h2h-title" className={styles.cardTitle}>
              {t.h2h.title}
            </h2>
            <HeadToHeadView h2h={m.headToHead} teamA={m.teamA} teamB={m.teamB} />
          </section>
        </div>
      </div>
    </div>
  );
}

function MatchPageSkeleton() {
  return (
    <SkeletonGroup label={t.loading}>
      <div className={styles.page}>
        <Skeleton height={220} radius="16px" />
        <div className={styles.columns}>
          <Skeleton height={260} radius="16px" />
          <Skeleton height={260} radius="16px" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
