import { lazy, Suspense, useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePositionByRound } from '../api/get-position-by-round';
import { useWhenSeen } from '../lib/use-when-seen';
import { archiveTexts } from '../texts';
import styles from './position-chart-panel.module.css';

const PositionChart = lazy(() => import('./position-chart'));
const t = archiveTexts.chart;

interface PositionChartPanelProps {
  leagueId: string | null;
  /** Only this team's line (the team page); else every team of the league. */
  teamId?: string | null;
  /** Teams drawn thick (the viewer's). */
  highlight?: readonly string[];
  title?: string;
  enabled?: boolean;
}

/**
 * "Pozycja po kolejkach": the chart beside the table and on the team page. Its code (uPlot) and
 * data load once the panel is on screen and the page is idle.
 */
export function PositionChartPanel({
  leagueId,
  teamId = null,
  highlight = [],
  title = t.title,
  enabled = true,
}: PositionChartPanelProps) {
  const titleId = useId();
  const [ref, seen] = useWhenSeen<HTMLElement>();
  const positions = usePositionByRound(leagueId, teamId, { enabled: enabled && seen });
  const placeholder = <Skeleton height={340} radius="var(--radius-md)" />;
  return (
    <section ref={ref} className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{t.hint}</p>
      {positions.isError ? (
        <ErrorMessage
          compact
          title={t.failed}
          error={positions.error}
          onRetry={() => void positions.refetch()}
        />
      ) : !seen || positions.isPending ? (
        placeholder
      ) : positions.data.rounds.length === 0 || positions.data.teams.length === 0 ? (
        <EmptyState plain>{t.empty}</EmptyState>
      ) : (
        <Suspense fallback={placeholder}>
          <PositionChart data={positions.data} highlight={teamId ? [teamId] : highlight} />
        </Suspense>
      )}
    </section>
  );
}
