import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonGroup } from '../../../components/ui/skeleton';
import { useWeekReports } from '../api/get-reports-by-date';
import { formatShortDay } from '../lib/dates';
import type { SeasonWeek, WeekGroup } from '../lib/weeks';
import { matchesTexts } from '../texts';
import { MatchGrid, MatchGridSkeleton } from './match-grid';
import styles from './matches-by-week.module.css';

const t = matchesTexts;

/** The matches of a week group, one heading per week ('Tydzień N'). */
export function MatchesByWeek({
  leagueId,
  group,
  enabled = true,
}: {
  leagueId: string;
  group: WeekGroup;
  enabled?: boolean;
}) {
  const results = useWeekReports(leagueId, group.weeks, { enabled });
  const weeks = group.weeks.map((week, i) => ({ week, result: results[i] }));
  return (
    <div className={styles.weeks}>
      {weeks.map(({ week, result }) => (
        <section key={week.number} className={styles.week} aria-labelledby={`week-${week.number}`}>
          <WeekHeading week={week} />
          {result.isError ? (
            <ErrorMessage
              compact
              title={t.failed}
              error={result.error}
              onRetry={() => void result.refetch()}
            />
          ) : result.isPending ? (
            <SkeletonGroup label={t.loading}>
              <MatchGridSkeleton />
            </SkeletonGroup>
          ) : result.data.length === 0 ? (
            <p className={styles.empty}>{t.weekEmpty}</p>
          ) : (
            <MatchGrid
              reports={[...result.data].sort(
                (a, b) => Date.parse(a.match.date) - Date.parse(b.match.date),
              )}
            />
          )}
        </section>
      ))}
    </div>
  );
}

function WeekHeading({ week }: { week: SeasonWeek }) {
  return (
    <h2 id={`week-${week.number}`} className={styles.heading}>
      <span>{t.week(week.number)}</span>
      <span className={styles.range}>
        {t.weekRange(formatShortDay(week.start), formatShortDay(week.end))}
      </span>
    </h2>
  );
}
