import type { CalendarMatchDto } from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancellableMatches } from '../api/get-accepted-matches';
import { upcomingWindow } from '../lib/window';
import { adminMatchesTexts as t } from '../texts';
import styles from './admin-matches.module.css';
import { CancelMatchDialog } from './cancel-match-dialog';

/**
 * Admin Mecze: the accepted matches without a report, each with 'Odwołaj mecz' (a dialog asking
 * for the reason). Live: a match change pushes 'calendar' to the season room, which refetches.
 */
export function AdminMatchesPanel({ enabled = true }: { enabled?: boolean }) {
  useDocumentTitle(t.title);
  const [{ from, to }] = useState(() => upcomingWindow(new Date()));
  const matches = useCancellableMatches(from, to, { enabled });
  const [cancelling, setCancelling] = useState<CalendarMatchDto | null>(null);

  return (
    <section className={styles.panel} aria-labelledby="admin-matches-title">
      <h2 id="admin-matches-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {matches.isError ? (
        <ErrorMessage
          title={t.failed}
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.rows}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={64} radius="var(--radius-md)" />
          ))}
        </SkeletonGroup>
      ) : matches.data.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <p className={styles.count}>{t.count(matches.data.length)}</p>
          <ul className={styles.rows}>
            {matches.data.map((match) => (
              <li key={match.id} className={styles.row}>
                <span className={styles.date}>
                  {tryFormatLongDateTime(match.date) ?? match.date}
                </span>
                <span className={styles.teams}>
                  {match.teamA.name} <span className={styles.vs}>{t.vs}</span> {match.teamB.name}
                </span>
                <span className={styles.meta}>
                  {match.pitch.name} · {match.league?.name ?? t.noLeague}
                </span>
                <Button variant="danger-outline" onClick={() => setCancelling(match)}>
                  {t.cancel.open}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <CancelMatchDialog match={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
